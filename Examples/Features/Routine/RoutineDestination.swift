/// Every screen of the Routine module: its feature waypoints.
public enum RoutineDestination: Hashable, Sendable, Codable {
    /// Today's routine, the Routine tab's root.
    case today
    /// One step of the routine, numbered from 1.
    case step(Int)
    /// A full-screen timer for a step.
    case timer(step: Int)
}
