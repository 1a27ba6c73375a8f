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
