/// The one alarm a ``TransitionDriver`` keeps while a step runs, in case the UI never
/// reports the step's end.
///
/// Injected so that tests control time: the headless host of `ModularNavigationTesting`
/// fires it from its own clock, and the SwiftUI adapter uses ``TaskFallbackTimer``.
@MainActor
package protocol FallbackTimer: AnyObject {
    /// Calls `fire` once after `delay`, replacing any alarm set before.
    func arm(after delay: Duration, _ fire: @escaping @MainActor () -> Void)
    /// Cancels the alarm, if one is set.
    func disarm()
}

/// The fallback timer of a running app: a task that sleeps for the bound.
@MainActor
package final class TaskFallbackTimer: FallbackTimer {
    private var task: Task<Void, Never>?

    package init() {}

    package func arm(after delay: Duration, _ fire: @escaping @MainActor () -> Void) {
        task?.cancel()
        task = Task {
            do {
                try await Task.sleep(for: delay)
            } catch {
                return
            }
            fire()
        }
    }

    package func disarm() {
        task?.cancel()
        task = nil
    }
}
