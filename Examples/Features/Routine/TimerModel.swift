public import Observation

/// The full-screen timer of a step.
@MainActor
@Observable
public final class TimerModel {
    /// The step being timed.
    public let step: Int
    /// Minutes counted so far.
    public private(set) var minutes = 0
    private let router: any RoutineRouter

    /// Creates the model of a timer.
    public init(step: Int, router: any RoutineRouter) {
        self.step = step
        self.router = router
    }

    /// The timer's title.
    public var title: String { "Timer for step \(step)" }
    /// The time counted, in words.
    public var status: String { "\(minutes) min" }

    /// Counts one more minute.
    public func addMinute() {
        minutes += 1
    }

    /// Ends the timer flow.
    public func stop() {
        router.stopTimer()
    }
}
