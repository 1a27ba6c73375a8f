public import Observation

/// One step: go on to the next, or time this one.
@MainActor
@Observable
public final class StepModel {
    /// The step's number, from 1.
    public let step: Int
    private let plan: RoutinePlan
    private let router: any RoutineRouter

    /// Creates the model of a step.
    public init(step: Int, plan: RoutinePlan, router: any RoutineRouter) {
        self.step = step
        self.plan = plan
        self.router = router
    }

    /// The step's number and name.
    public var title: String { "Step \(step): \(plan.name(of: step) ?? "Unknown")" }
    /// Whether a step follows this one.
    public var hasNext: Bool { plan.name(of: step + 1) != nil }

    /// Shows the next step.
    public func next() {
        router.showStep(step + 1)
    }

    /// Times this step, full screen.
    public func startTimer() {
        router.startTimer(step: step)
    }
}
