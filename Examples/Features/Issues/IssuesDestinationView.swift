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
#endif
