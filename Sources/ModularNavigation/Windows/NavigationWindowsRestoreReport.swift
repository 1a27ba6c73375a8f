/// What restoring a list of windows gave: the windows that came back, each with its own
/// restoration, and what was skipped.
public struct NavigationWindowsRestoreReport<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Sendable {
    /// The restored windows, in the list's order.
    public let windows: [NavigationWindowID]
    /// Each restored window's own ``RestoreReport``: how much of its state came back.
    public let reports: [NavigationWindowID: RestoreReport<Route, Tab>]
    /// The problems found, in the order they were found; empty when every window came back.
    public let issues: [NavigationWindowsRestoreIssue<Tab>]
}
