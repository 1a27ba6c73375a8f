#if canImport(SwiftUI)
    public import ExampleInterfaces
    import ModularNavigationSwiftUI
    import SwiftUI

    @MainActor
    extension IssuesDestination {
        /// The Issues builder: every screen draws its model.
        public static func liveBuilder(tracker: IssueTracker = .live) -> FeatureBuilder<
            IssuesDestination, ScreenModelView
        > {
            FeatureBuilder(drawing: liveModels(tracker: tracker))
        }
    }

    #if DEBUG
        #Preview("Picker, with a client that does nothing") {
            NavigationStack {
                IssuesDestination.liveBuilder().buildDestination(.picker, .sheet(), .noop)
            }
        }
    #endif
#endif
