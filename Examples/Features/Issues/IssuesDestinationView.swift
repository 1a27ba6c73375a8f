#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The view of any Issues destination: the view of its screen's model.
    @MainActor
    public struct IssuesDestinationView: View {
        let screen: IssuesScreen

        public var body: some View {
            switch screen {
            case .picker(let model): IssuePickerView(model: model)
            case .detail(let model): IssueDetailView(model: model)
            }
        }
    }

    @MainActor
    extension IssuesDestination {
        /// The Issues builder: the view of each of its screens.
        public static func liveBuilder(tracker: IssueTracker = .live) -> DestinationBuilder<
            IssuesDestination, IssuesDestinationView
        > {
            { destination, _, client in
                IssuesDestinationView(screen: screen(destination, client: client, tracker: tracker))
            }
        }
    }

    #if DEBUG
        #Preview("Picker, with a client that does nothing") {
            NavigationStack {
                IssuesDestination.liveBuilder()(.picker, .sheet(), .noop)
            }
        }
    #endif

    /// The picker: tap an issue to pick it, or its info button to read it first.
    @MainActor
    struct IssuePickerView: View {
        let model: IssuePickerModel

        var body: some View {
            List(model.issues, id: \.id) { issue in
                HStack {
                    Button("Pick \(issue)") { model.pick(issue) }
                    Spacer()
                    Button("Read #\(issue.id)", systemImage: "info.circle") { model.read(issue) }
                        .labelStyle(.iconOnly)
                }
            }
            .navigationTitle("Pick an issue")
            .toolbar {
                Button("Cancel", action: model.cancel)
            }
        }
    }

    /// One issue, inside the picker.
    @MainActor
    struct IssueDetailView: View {
        let model: IssueDetailModel

        var body: some View {
            if model.issue != nil {
                List {
                    Button("Link this issue", action: model.link)
                }
                .navigationTitle(model.title)
            } else {
                ContentUnavailableView(model.title, systemImage: "exclamationmark.circle")
            }
        }
    }
#endif
