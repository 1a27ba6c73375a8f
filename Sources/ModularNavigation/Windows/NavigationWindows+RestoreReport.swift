extension NavigationWindows {
    /// What restoring a list of windows gave: the windows that came back, each with its own
    /// restoration, and what was skipped.
    public struct RestoreReport: Sendable {
        /// The restored windows, in the list's order.
        public let windows: [NavigationWindowID]
        /// Each restored window's own `RestoreReport`: how much of its state came back.
        public let reports: [NavigationWindowID: ModularNavigation.RestoreReport<Route, Tab>]
        /// The problems found, in the order they were found; empty when every window came back.
        public let issues: [RestoreIssue]
    }

    /// A problem found while restoring a list of windows, and what was skipped for it.
    ///
    /// Restoring the list never throws and never traps: a damaged window is skipped and
    /// reported, and the others come back.
    public enum RestoreIssue: Error, Hashable, Sendable {
        /// The data is not a window list; no window was restored.
        case corruptData
        /// The list was written in a layout this library does not read; no window was restored.
        case unsupportedFormatVersion(found: Int)
        /// The window at this index of the list has no readable identity or archive; skipped.
        case corruptWindow(index: Int)
        /// The window is listed twice; the first one is restored, the later one skipped.
        case duplicateWindow(NavigationWindowID)
        /// A window with this identity is already open; it is kept as it is.
        case windowAlreadyOpen(NavigationWindowID)
        /// Nothing of the window's state could be restored, for these reasons; skipped rather
        /// than shown as a window the user never had.
        case windowLost(NavigationWindowID, issues: [ModularNavigation.RestoreIssue<Tab>])
        /// The list holds more windows than ``NavigationWindows/maximumRestoredWindows``; this
        /// many at its end were skipped.
        case tooManyWindows(skipped: Int)
    }
}
