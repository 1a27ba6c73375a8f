public import ModularNavigation
public import Observation

/// The model of each Routine screen; each navigates through a router over its client.
@MainActor
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
