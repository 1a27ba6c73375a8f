public import ExampleInterfaces
public import Observation

/// Today's routine: starts at the first step.
@MainActor
@Observable
public final class TodayModel: ScreenModel {
    private let plan: RoutinePlan
    private let router: any RoutineRouter

    /// Creates the model with the router it navigates through.
    public init(plan: RoutinePlan, router: any RoutineRouter) {
        self.plan = plan
        self.router = router
    }

    public var title: String { "Today" }
    public var status: String? { "\(plan.steps.count) steps" }

    public var actions: [ScreenAction] {
        [ScreenAction("Start the routine") { self.start() }]
    }

    /// Shows the first step.
    public func start() {
        router.showStep(1)
    }
}
