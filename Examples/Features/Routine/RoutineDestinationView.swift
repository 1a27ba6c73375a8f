#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The view of any Routine destination: the view of its screen's model.
    @MainActor
    public struct RoutineDestinationView: View {
        let screen: RoutineScreen

        public var body: some View {
            switch screen {
            case .today(let model): TodayView(model: model)
            case .step(let model): StepView(model: model)
            case .timer(let model): TimerView(model: model)
            }
        }
    }

    @MainActor
    extension RoutineDestination {
        /// Routine's builder: the view of each of its screens.
        public static func liveBuilder(plan: RoutinePlan = .live) -> DestinationBuilder<
            RoutineDestination, RoutineDestinationView
        > {
            { destination, _, client in RoutineDestinationView(screen: screen(destination, client: client, plan: plan)) }
        }
    }

    #if DEBUG
        #Preview("A step, with a client that does nothing") {
            NavigationStack {
                RoutineDestination.liveBuilder()(.step(2), .push, .noop)
            }
        }
    #endif
#endif
