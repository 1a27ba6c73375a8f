#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension NavigationWindows {
    /// Calls a closure with every event of the owner and of every window's navigator, in
    /// order, until the observer is removed.
    ///
    /// ```swift
    /// windows.addEventObserver { event in
    ///     if case .navigation(let window, .pushed(let entry, _)) = event { log(window, entry) }
    /// }
    /// ```
    @discardableResult
    public func addEventObserver(_ observer: @escaping @MainActor (NavigationWindows<Route, Tab>.Event) -> Void)
        -> NavigationRegistration
    {
        listeners.add(observer)
    }

    /// Stops calling an observer; removing one twice does nothing.
    public func removeEventObserver(_ id: NavigationRegistration) {
        listeners.removeObserver(id)
    }

    /// Delivers events in the order they happened, as the navigator does (see
    /// `EventDelivering`).
    func emit(_ event: NavigationWindows<Route, Tab>.Event) {
        deliver(CollectionOfOne(event))
    }
}

extension NavigationWindows: EventDelivering {}

extension NavigationWindows {
    /// Something that happened to the windows of a ``NavigationWindows``, or inside one of
    /// them, for logs and analytics.
    public enum Event: Hashable, Sendable {
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
        case refused(NavigationError)
        /// Restoring the window list met a problem; the issue says what was skipped.
        case restoreIssue(RestoreIssue<Tab>)
    }
}
