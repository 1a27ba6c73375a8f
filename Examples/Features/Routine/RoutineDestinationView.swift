#if canImport(SwiftUI)
    public import ExampleInterfaces
    import ModularNavigationSwiftUI
    import SwiftUI

    @MainActor
    extension RoutineDestination {
        /// Routine's builder: every screen draws its model.
        public static func liveBuilder(plan: RoutinePlan = .live) -> FeatureBuilder<
            RoutineDestination, ScreenModelView
        > {
            FeatureBuilder(drawing: liveModels(plan: plan))
        }
    }

    #if DEBUG
        #Preview("A step, with a client that does nothing") {
            NavigationStack {
                RoutineDestination.liveBuilder().buildDestination(.step(2), .push, .noop)
            }
        }
    #endif
#endif
