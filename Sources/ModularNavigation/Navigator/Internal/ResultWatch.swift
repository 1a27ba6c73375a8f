/// Watches the work of one task for when it waits for a presented flow's result, so
/// that a test or a tool can tell "this work is waiting for the user" from "this work
/// still has something to do" without polling.
///
/// The Testing target runs work under a watch (a task-local value); every
/// result the work then awaits registers here. Whether the work is still waiting is
/// read from the navigator's own pending results when asked, so nothing has to be told
/// when a result arrives, which may happen from a navigator's deinit.
@MainActor
package final class ResultWatch {
    /// The watch the current task's work runs under, if any.
    @TaskLocal package static var current: ResultWatch?

    private var pending: [@MainActor () -> Bool] = []
    private let onWait: @MainActor () -> Void

    /// Creates a watch that calls `onWait` whenever its work starts waiting for a result.
    package init(onWait: @escaping @MainActor () -> Void) {
        self.onWait = onWait
    }

    /// Whether the work waits for a result that has not arrived yet.
    package var isWaiting: Bool {
        pending.removeAll { !$0() }
        return !pending.isEmpty
    }

    /// Records a wait, with how to tell that it is still pending.
    package func started(_ isPending: @escaping @MainActor () -> Bool) {
        pending.append(isPending)
        onWait()
    }
}
