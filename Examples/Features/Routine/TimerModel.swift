public import ExampleInterfaces
public import Observation

/// The full-screen timer of a step.
@MainActor
@Observable
public final class TimerModel: ScreenModel {
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

    public var title: String { "Timer for step \(step)" }
    public var status: String? { "\(minutes) min" }

    public var actions: [ScreenAction] {
        [
            ScreenAction("Add a minute") { self.minutes += 1 },
            ScreenAction("Stop") { self.stop() },
        ]
    }

    /// Ends the timer flow.
    public func stop() {
        router.stopTimer()
    }
}
