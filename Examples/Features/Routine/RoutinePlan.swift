/// The steps of today's routine: the module's data dependency.
public struct RoutinePlan: Sendable {
    /// The step names, first to last.
    public let steps: [String]

    /// Creates a plan.
    public init(steps: [String]) {
        self.steps = steps
    }

    /// The name of a step numbered from 1, if the plan has it.
    public func name(of step: Int) -> String? {
        steps.indices.contains(step - 1) ? steps[step - 1] : nil
    }

    /// The plan the app ships.
    public static let live = RoutinePlan(steps: ["Stretch", "Breathe", "Journal"])
}
