public import ModularNavigation

#if canImport(Testing)
    import Testing
#endif

/// Async work a test started against a navigator, such as a view model's action that
/// presents a flow and awaits its result.
///
/// The work runs on the main actor until it finishes, waits for a presented flow's value
/// or sleeps on a ``NavigationTestClock``; the test then acts as the user would (picks,
/// swipes the flow away, advances the clock) and awaits ``value``, or ``settled()`` for
/// work that goes on to another flow. Nothing polls and nothing waits on a wall clock.
///
/// ```swift
/// let linking = await navigator.start { await detail.linkIssue() }
/// navigator.topScreenObject(IssuePickerModel.self)?.pick(issue)
/// await linking.value
/// #expect(detail.linkedIssue == issue)
/// ```
///
/// No wait of it hangs: awaiting ``value`` lets the headless hosts drawing the navigator
/// finish what is on their clocks (a swipe still animating), and when the work still
/// waits for a flow or a test clock that nothing is left to answer, it records a failure
/// at the line that started the work, naming the last gesture a host refused, and cancels
/// the work, so that the wait ends as it does when a view goes away.
@MainActor
public final class NavigationWork<Value: Sendable> {
    private let progress = Progress()
    private let task: Task<Value, Never>
    private weak var navigator: AnyObject?
    private let report: @MainActor (String) -> Void

    fileprivate init(
        navigator: AnyObject, report: @escaping @MainActor (String) -> Void,
        _ work: @escaping @MainActor () async -> Value
    ) {
        let progress = progress
        self.navigator = navigator
        self.report = report
        task = Task { @MainActor in
            let value = await ResultWatch.$current.withValue(progress.watch) { await work() }
            progress.finish()
            return value
        }
    }

    /// Whether the work has finished.
    public var isFinished: Bool { progress.isFinished }

    /// Whether the work is waiting for a presented flow to finish or be dismissed, or
    /// sleeping on a ``NavigationTestClock``.
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
    ///
    /// Lets the hosts drawing the navigator run their clocks until the work finishes;
    /// work left waiting for what nothing can answer fails the test and is cancelled
    /// (see ``NavigationWork``).
    public var value: Value {
        get async {
            var reported = false
            while !progress.isFinished {
                await progress.settled()
                guard progress.isWaiting else { continue }
                if await madeProgress() { continue }
                // Nothing is left to answer the wait: say so once, then end it as a view's
                // going away would.
                if !reported {
                    reported = true
                    report(stuckDescription)
                }
                task.cancel()
                break
            }
            return await task.value
        }
    }

    /// Lets the hosts settle and the main actor's other tasks run; whether the wait ended.
    private func madeProgress() async -> Bool {
        let hostsMoved = navigator.map(HostRegistry.settleHosts(of:)) ?? false
        // A flow answered by a task of the app (a timer's dismissal already due) ends the
        // wait when that task runs; each turn gives every task that is ready a go.
        for _ in 0..<Self.turns where progress.isWaiting {
            await Task.yield()
        }
        return hostsMoved || !progress.isWaiting
    }

    /// How many turns of the main actor a wait gives other tasks before it calls itself stuck.
    private static var turns: Int { 16 }

    private var stuckDescription: String {
        var lines = [
            "The work waits for a flow's result or a test clock, and nothing is left to answer it: "
                + "finish or dismiss the flow (or advance the clock) before awaiting its value."
        ]
        if let navigator { lines += HostRegistry.refusals(of: navigator) }
        return lines.joined(separator: "\n")
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
    /// The caller's place is where a wait of the work that can never end is reported.
    ///
    /// - Parameters:
    ///   - fileID: The caller's file, where a failure is reported; leave it to its default.
    ///   - filePath: The caller's file path; leave it to its default.
    ///   - line: The caller's line; leave it to its default.
    ///   - column: The caller's column; leave it to its default.
    ///   - work: What to run; it runs on the main actor.
    /// - Returns: The running work, to await its value.
    public func start<Value: Sendable>(
        fileID: String = #fileID, filePath: String = #filePath, line: Int = #line, column: Int = #column,
        _ work: @escaping @MainActor () async -> Value
    ) async -> NavigationWork<Value> {
        let report: @MainActor (String) -> Void = { message in
            #if canImport(Testing)
                let place = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
                Issue.record(Comment(rawValue: message), sourceLocation: place)
            #endif
        }
        let running = NavigationWork(navigator: self, report: report, work)
        await running.settled()
        return running
    }
}
