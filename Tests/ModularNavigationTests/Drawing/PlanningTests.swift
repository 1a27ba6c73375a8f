import Testing

/// The transition planner, the queue that runs its steps, and the rules that turn
/// SwiftUI's writes into intents; `swift test --filter Planning` runs them all.
@Suite("Planning")
enum PlanningTests {}
