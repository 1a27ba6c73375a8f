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
            let models = liveModels(tracker: tracker)
            return FeatureBuilder { destination, mode, client in
                ScreenModelView(model: models(destination, mode, client))
            }
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
