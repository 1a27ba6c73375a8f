#if canImport(SwiftUI)
    public import ExampleInterfaces
    import ModularNavigationSwiftUI
    import SwiftUI

    @MainActor
    extension DrinkTrackerDestination {
        /// The tracker's builder: every screen draws its model.
        public static func liveBuilder(log: DrinkLog) -> FeatureBuilder<DrinkTrackerDestination, ScreenModelView> {
            FeatureBuilder(drawing: liveModels(log: log))
        }
    }

    #if DEBUG
        #Preview("Main screen, with a client that does nothing") {
            NavigationStack {
                DrinkTrackerDestination.liveBuilder(log: DrinkLog()).buildDestination(.main, .root, .noop)
            }
        }
    #endif
#endif
