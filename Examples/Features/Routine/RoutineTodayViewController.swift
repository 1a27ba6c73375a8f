#if canImport(UIKit) && !os(watchOS)
    public import SwiftUI
    public import UIKit

    /// Today's routine drawn in UIKit: the one screen of the example that is a view
    /// controller, inside the SwiftUI app's stack as a representable (``RoutineTodayView``);
    /// the UIKit shell hosts that same SwiftUI screen, as it hosts every module's.
    ///
    /// It navigates through its model's router over its own client, as the SwiftUI
    /// screens do, so the module does not know which backend draws it.
    @MainActor
    public final class RoutineTodayViewController: UITableViewController {
        private let model: TodayModel

        /// Creates the screen of a model.
        ///
        /// - Parameter model: The screen's model, made by `RoutineDestination.screen(_:client:plan:)`.
        public init(model: TodayModel) {
            self.model = model
            super.init(style: .insetGrouped)
            title = "Today"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "step")
            navigationItem.rightBarButtonItem = UIBarButtonItem(
                title: "Start", primaryAction: UIAction { [weak model] _ in model?.start() })
        }

        /// Not available: made in code, with its model.
        @available(*, unavailable)
        public required init?(coder: NSCoder) {
            nil
        }

        override public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            model.steps.count
        }

        override public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
            -> UITableViewCell
        {
            let cell = tableView.dequeueReusableCell(withIdentifier: "step", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = "\(indexPath.row + 1). \(model.steps[indexPath.row])"
            cell.contentConfiguration = content
            return cell
        }
    }

    /// Today's routine in a SwiftUI stack: the UIKit screen, as a representable.
    @MainActor
    public struct RoutineTodayView: UIViewControllerRepresentable {
        let model: TodayModel

        public func makeUIViewController(context: Context) -> RoutineTodayViewController {
            RoutineTodayViewController(model: model)
        }

        public func updateUIViewController(_ controller: RoutineTodayViewController, context: Context) {}
    }
#endif
