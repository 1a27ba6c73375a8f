#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

extension NavigationWindows {
    /// Opens a deep link in the window it belongs in.
    ///
    /// The URL is resolved with ``deepLinks`` first, so a bad link fails at once and no
    /// window changes. A good link goes to the window ``linkRule`` picks given the link's
    /// target and every open window's state, or to the frontmost window when there is no
    /// rule, the rule picks none, or it picks a window that is not open. There the link
    /// takes the window navigator's usual path: queued until its UI attaches, then
    /// through its rules and guards.
    ///
    /// A link sent to a window that is not frontmost brings it forward with ``showWindow``
    /// when it shows something there (opened, queued, or redirected by a guard); one that
    /// window's rules refuse or its guards cancel leaves the frontmost window in front.
    /// A link that arrives while no window is open is not lost: it is queued (a newer one
    /// replaces it) and goes to the next window made, once that window is restored. Nor
    /// is a link queued in a window that closes before its UI attaches: it is routed
    /// again as it arrived, to an open window or to the next one made.
    ///
    /// ```swift
    /// windows.linkRule = { target, windows in
    ///     windows.first { $0.state.selectedTab == target.tab }?.id
    /// }
    /// let result = windows.open(url)  // result.window: bring it to the front
    /// ```
    ///
    /// - Parameter url: The link that arrived.
    /// - Returns: The window it went to, `nil` when it failed or waits for a window to
    ///   open; and what it did: as ``Navigator/open(_:)`` says in that window,
    ///   ``DeepLinkOutcome/queued`` while no window is open, ``DeepLinkOutcome/failed(_:)``
    ///   when it could not be resolved.
    @discardableResult public func open(_ url: URL) -> (window: NavigationWindowID?, outcome: DeepLinkOutcome) {
        guard let deepLinks else { return failed(url, .noMatch) }
        let target: DeepLinkTarget<Route, Tab>
        do {
            target = try deepLinks.resolve(url).value
        } catch {
            return failed(url, error)
        }
        return route(target, from: url)
    }

    /// Sends a resolved link to its window, or queues it for the next window made.
    @discardableResult func route(
        _ target: DeepLinkTarget<Route, Tab>,
        from url: URL?
    ) -> (window: NavigationWindowID?, outcome: DeepLinkOutcome) {
        guard let window = window(for: target), let navigator = navigators[window] else {
            if let replaced = pendingLink { emit(.linkReplaced(replaced.url, by: url)) }
            pendingLink = (url, target)
            emit(.linkQueued(url))
            return (nil, .queued)
        }
        emit(.linkRouted(url, to: window))
        let outcome = navigator.receive(target, from: url)
        // The user looks at the frontmost window; a link shown elsewhere must come to them.
        // One its window refused or cancelled shows nothing there: as in a single window,
        // what the user sees stays.
        if window != frontmostWindow, outcome != .cancelled, outcome.error == nil { showWindow?(window) }
        return (window, outcome)
    }

    /// The deep link waiting for a window to open, if any.
    public var pendingDeepLink: URL? { pendingLink?.url }

    /// Open windows with their states, the frontmost first, as a link rule sees them.
    public var snapshots: [(id: NavigationWindowID, state: NavigationState<Route, Tab>)] {
        recency.ids.compactMap { id in navigators[id].map { (id, $0.current) } }
    }

    /// The window a link's target goes to: the rule's pick when it is open, else the
    /// frontmost.
    func window(for target: DeepLinkTarget<Route, Tab>) -> NavigationWindowID? {
        guard let frontmost = frontmostWindow else { return nil }
        guard let linkRule, let picked = linkRule(target, snapshots), navigators[picked] != nil else {
            return frontmost
        }
        return picked
    }

    /// Hands the queued link, if any, to the frontmost window.
    func deliverPendingLink() {
        guard let link = pendingLink, let window = window(for: link.target), let navigator = navigators[window] else {
            return
        }
        pendingLink = nil
        emit(.linkRouted(link.url, to: window))
        navigator.receive(link.target, from: link.url)
    }

    private func failed(_ url: URL, _ error: DeepLinkError) -> (window: NavigationWindowID?, outcome: DeepLinkOutcome) {
        emit(.linkFailed(url, error))
        return (nil, .failed(error))
    }
}
