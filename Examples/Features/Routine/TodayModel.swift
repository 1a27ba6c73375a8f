public import Observation

/// Today's routine: starts at the first step.
@MainActor
@Observable
public final class TodayModel {
    private let plan: RoutinePlan
    private let router: any RoutineRouter

    /// Creates the model with the router it navigates through.
    public init(plan: RoutinePlan, router: any RoutineRouter) {
        self.plan = plan
        self.router = router
    }

    /// The routine's steps, first to last.
    public var steps: [String] { plan.steps }

    /// Shows the first step.
    public func start() {
        router.showStep(1)
    }
}
