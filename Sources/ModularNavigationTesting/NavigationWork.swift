@_spi(Drawing) public import ModularNavigation

/// Async work a test started against a navigator, such as a view model's action that
/// presents a flow and awaits its result.
///
/// The work runs on the main actor until it finishes or waits for a presented flow's
/// value; the test then acts as the user would (picks, swipes the flow away) and awaits
/// ``value``, or ``settled()`` for work that goes on to another flow. Nothing polls and
/// nothing waits on a clock.
///
/// ```swift
/// let linking = await navigator.start { await detail.linkIssue() }
/// navigator.topScreenObject(IssuePickerModel.self)?.pick(issue)
/// await linking.value
/// #expect(detail.linkedIssue == issue)
/// ```
@MainActor
public final class NavigationWork<Value: Sendable> {
    private let progress = Progress()
    private let task: Task<Value, Never>

    fileprivate init(_ work: @escaping @MainActor () async -> Value) {
        let progress = progress
        task = Task { @MainActor in
            let value = await ResultWatch.$current.withValue(progress.watch) { await work() }
            progress.finish()
            return value
        }
    }

    /// Whether the work has finished.
    public var isFinished: Bool { progress.isFinished }

    /// Whether the work is waiting for a presented flow to finish or be dismissed.
    public var isWaitingForResult: Bool { progress.isWaiting }

    /// Returns once the work has finished or waits for a flow's result.
    ///
    /// Call it after the user ended a flow the work awaited, when the work goes on to
    /// present another: it returns when that one is up.
    ///
    /// Work that awaits something other than navigation (a network call) is not
    /// settled until that returns.
    public func settled() async {
        await progress.settled()
    }

    /// Cancels the work's task, as when the view that started it goes away: a flow it
    /// awaits gives it a cancellation.
    public func cancel() {
        task.cancel()
    }

    /// The work's value, once it has finished.
    public var value: Value {
        get async { await task.value }
    }

    /// Where the work is, shared with its task.
    @MainActor
    private final class Progress {
        private(set) var isFinished = false
        private var sleepers: [CheckedContinuation<Void, Never>] = []
        private(set) lazy var watch = ResultWatch { [weak self] in self?.wakeIfSettled() }

        var isWaiting: Bool { !isFinished && watch.isWaiting }

        func finish() {
            isFinished = true
            wakeIfSettled()
        }

        func settled() async {
            guard !isFinished, !isWaiting else { return }
            await withCheckedContinuation { sleepers.append($0) }
        }

        private func wakeIfSettled() {
            guard isFinished || isWaiting else { return }
            let woken = sleepers
            sleepers.removeAll()
            for sleeper in woken { sleeper.resume() }
        }
    }
}

extension Navigator {
    /// Starts async work, such as a view model's action, and returns once it has
    /// finished or is waiting for a flow it presented to end.
    ///
    /// Use it where a test would otherwise start a `Task` and poll with
    /// `Task.yield()` until the flow shows:
    ///
    /// ```swift
    /// let client = navigator.client(for: navigator.topStack.top.id)
    /// let picking = await navigator.start {
    ///     await client.navigate(to: .picker, mode: .sheet(), expecting: Issue.self)
    /// }
    /// navigator.client(for: navigator.topStack.top.id).finish(with: Issue(id: 7))
    /// #expect(await picking.value == .finished(Issue(id: 7)))
    /// ```
    ///
    /// - Parameter work: What to run; it runs on the main actor.
    /// - Returns: The running work, to await its value.
    public func start<Value: Sendable>(_ work: @escaping @MainActor () async -> Value) async -> NavigationWork<Value> {
        let running = NavigationWork(work)
        await running.settled()
        return running
    }
}
