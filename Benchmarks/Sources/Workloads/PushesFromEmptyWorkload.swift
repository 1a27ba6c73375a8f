import Baselines
import ModularNavigation

/// `count` pushes onto an empty stack, one after another, on fresh apps: the total time
/// shows whether each push costs the same however deep the stack already is.
@MainActor
public enum PushesFromEmptyWorkload {
    /// Pushes up to `count` screens onto the home tab of a fresh navigator, stopping early
    /// once `deadline` has passed (checked every 1,000 pushes); returns the pushes made.
    public static func runOurs(count: Int, deadline: ContinuousClock.Instant) -> Int {
        let navigator = Navigator(BenchApp.state(tabCount: 5, depth: 0))
        let clock = ContinuousClock()
        for index in 0..<count {
            if index.isMultiple(of: 1_000), index > 0, clock.now > deadline { return index }
            navigator.push(.detail(index))
        }
        guard navigator.topStack.depth == count else { fatalError("the navigator lost a push") }
        return count
    }

    /// Pushes `count` screens onto the home tab of a fresh router.
    public static func runBaseline(count: Int) {
        let router = BenchApp.router(tabCount: 5, depth: 0)
        for index in 0..<count { router.push(.detail(index)) }
        guard router.paths[.home]?.count == count else { fatalError("the router lost a push") }
    }
}
