#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Something that happened to the windows of a ``NavigationWindows``, or inside one of
/// them, for logs and analytics.
public enum NavigationWindowEvent<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// A window's navigator was made.
    case opened(NavigationWindowID)
    /// A window became the frontmost one.
    case activated(NavigationWindowID)
    /// A window was closed and its screens released.
    case closed(NavigationWindowID)
    /// An event of one window's navigator, with the window it happened in.
    ///
    /// Events of a closed window's navigator, such as the stale calls of its screens'
    /// clients, keep coming here while something still holds that navigator.
    case navigation(NavigationWindowID, NavigationEvent<Route, Tab>)
    /// A deep link was handed to a window; that window's own events say what it did.
    case linkRouted(URL, to: NavigationWindowID)
    /// A deep link arrived while no window was open; the next window to open receives it.
    case linkQueued(URL)
    /// A newer deep link took the place of a queued one.
    case linkReplaced(URL, by: URL)
    /// A deep link could not be resolved; no window changed.
    case linkFailed(URL, DeepLinkError)
    /// A call named a window it could not act on; nothing changed.
    case refused(NavigationWindowError)
    /// Restoring the window list met a problem; ``NavigationWindowsRestoreIssue`` says
    /// what was skipped.
    case restoreIssue(NavigationWindowsRestoreIssue<Tab>)
}
