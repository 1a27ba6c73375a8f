public import ModularNavigation

/// The model of each Routine screen; each navigates through a router over its client.
public enum RoutineScreen {
    case today(TodayModel)
    case step(StepModel)
    case timer(TimerModel)
}

extension RoutineDestination {
    /// The model of a screen, made once per screen.
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - client: The screen's client, which the screen's router navigates through.
    ///   - plan: The routine's steps.
    @MainActor
    public static func screen(
        _ destination: RoutineDestination, client: NavigationClient<RoutineDestination>, plan: RoutinePlan = .live
    ) -> RoutineScreen {
        let router = ClientRoutineRouter(navigationClient: client)
        return switch destination {
        case .today: .today(client.screenObject { TodayModel(plan: plan, router: router) })
        case .step(let step): .step(client.screenObject { StepModel(step: step, plan: plan, router: router) })
        case .timer(let step): .timer(client.screenObject { TimerModel(step: step, router: router) })
        }
    }
}
