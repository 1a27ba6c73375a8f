public import ModularNavigation

/// What Routine's view models may ask for, in the routine's own words.
///
/// View models know intents, not waypoints or stacks: the router turns each intent into
/// a destination and a way to show it. Tests give view models a recording router.
@MainActor
public protocol RoutineRouter {
    /// Shows a step of the routine.
    func showStep(_ step: Int)
    /// Starts the timer of a step, full screen.
    func startTimer(step: Int)
    /// Ends the timer flow.
    func stopTimer()
}

/// The router the app uses: intents become client calls.
public struct ClientRoutineRouter: RoutineRouter {
    private let navigationClient: NavigationClient<RoutineDestination>

    /// Creates a router that navigates through a screen's client.
    public init(navigationClient: NavigationClient<RoutineDestination>) {
        self.navigationClient = navigationClient
    }

    public func showStep(_ step: Int) {
        navigationClient.push(.step(step))
    }

    public func startTimer(step: Int) {
        navigationClient.navigate(to: .timer(step: step), mode: .fullScreenCover)
    }

    public func stopTimer() {
        navigationClient.close()
    }
}
