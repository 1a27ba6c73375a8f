public import ExampleInterfaces
import ModularNavigation

extension RoutineDestination {
    /// The models of Routine's screens; each gets a router over its screen's client.
    ///
    /// - Parameter plan: The routine's steps.
    public static func liveModels(plan: RoutinePlan = .live) -> ModelBuilder<RoutineDestination> {
        { destination, _, client in
            let router = ClientRoutineRouter(navigationClient: client)
            return switch destination {
            case .today: client.screenObject { TodayModel(plan: plan, router: router) }
            case .step(let step): client.screenObject { StepModel(step: step, plan: plan, router: router) }
            case .timer(let step): client.screenObject { TimerModel(step: step, router: router) }
            }
        }
    }
}
