public import ModularNavigation
public import ModularNavigationInspection

/// Replays a recorded `NavigationLog` into a navigator or a headless host, and says
/// where it first went another way.
///
/// ```swift
/// let log = try NavigationLog(jsonLines: fixture, schemaVersion: 1, fallback: app.navigator.current)
/// if let divergence = NavigationReplay.replay(log, on: host) { Issue.record("\(divergence)") }
/// ```
///
/// Each change's steps are performed as actions, through the navigator's guards and
/// rules, and beside them, by the rules alone, on a copy of the state the recording went
/// through. After each change the navigator's tree is compared with that copy's, and at
/// each checkpoint with the tree the log recorded. A guard or rule that changed since the
/// recording shows as the first change whose tree differs, with the diff.
public enum NavigationReplay {
    /// Replays a log into a navigator, starting from the log's start state.
    ///
    /// The navigator may have a history: one that handed out more identities than the
    /// log's start names never hands them out again, so the screens the replay makes get
    /// identities past the recording's by one amount, which the replay follows when it
    /// names screens in steps and compares trees.
    ///
    /// - Returns: The first divergence, or `nil` when every change left the recorded tree.
    @MainActor
    public static func replay<Route, Tab>(
        _ log: NavigationLog<Route, Tab>, on navigator: Navigator<Route, Tab>
    ) -> ReplayDivergence? {
        replay(log, on: navigator) { _ in nil }
    }

    /// Replays a log into a host's navigator, letting the host settle after each
    /// change; a change the screen does not draw as the navigator holds it diverges too.
    ///
    /// - Returns: The first divergence, or `nil` when every change left the recorded
    ///   tree and the screen drew it.
    @MainActor
    public static func replay<Route, Tab>(
        _ log: NavigationLog<Route, Tab>, on host: HeadlessHost<Route, Tab>
    ) -> ReplayDivergence? {
        replay(log, on: host.navigator) { _ in
            host.settle()
            return host.showsNavigatorState ? nil : host.tree
        }
    }

    @MainActor
    private static func replay<Route, Tab>(
        _ log: NavigationLog<Route, Tab>,
        on navigator: Navigator<Route, Tab>,
        settle: (Int) -> String?
    ) -> ReplayDivergence? {
        navigator.perform(.adopt(log.start))
        // A navigator that handed out more identities than the log's start names never
        // hands them out again: the screens the replay makes are numbered past the
        // recording's, so steps are named and trees read through the shift.
        let shift = IdentityShift(recorded: log.start, adopted: navigator.current)
        // What the recording did, step by step: the steps are what its navigator
        // committed, so the rules alone repeat them; a change without a checkpoint is
        // checked against this.
        var recorded = log.start
        let start = NavigationLog<Route, Tab>.Change(steps: [], tree: log.start.loggedTree)
        for (index, change) in [start].enumerated() + log.changes.enumerated().map({ ($0 + 1, $1) }) {
            for step in change.steps {
                _ = try? recorded.perform(step.action, policy: navigator.policy)
                navigator.perform(step.mappingIdentities(shift.live).action)
            }
            let actual = navigator.current.mappingIdentities(shift.recorded).loggedTree
            let expected = change.tree ?? recorded.loggedTree
            if actual != expected {
                return ReplayDivergence(change: index, steps: change.steps, expected: expected, actual: actual)
            }
            // The screen draws the navigator's own identities.
            if let drawn = settle(index) {
                let held = navigator.current.loggedTree
                return ReplayDivergence(change: index, steps: change.steps, expected: held, actual: drawn)
            }
        }
        return nil
    }
}

/// Where a replay first went another way: the change, and the tree it expected against
/// the tree it got.
public struct ReplayDivergence: Error, Hashable, Sendable, CustomStringConvertible {
    /// The change, counting from 1; 0 is the start state.
    public let change: Int
    /// The steps of that change, as recorded.
    public let steps: [String]
    /// The tree the log recorded.
    public let expected: String
    /// The tree the replay left, its screens named as the recording named them (or, with
    /// a host, what the screen drew, named by the navigator's own identities).
    public let actual: String

    init<Route, Tab>(change: Int, steps: [NavigationLog<Route, Tab>.Step], expected: String, actual: String) {
        self.change = change
        self.steps = steps.map { String(describing: $0.action) }
        self.expected = expected
        self.actual = actual
    }

    /// The expected tree against the actual one.
    public var diff: TreeDiff { TreeDiff(from: expected, to: actual) }

    public var description: String {
        let what = change == 0 ? "the start state" : "change \(change) (\(steps.joined(separator: "; ")))"
        return "replay diverged at \(what):\n\(diff)"
    }
}
