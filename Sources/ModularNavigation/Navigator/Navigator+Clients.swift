extension Navigator {
    /// A client bound to one screen, for the module that draws it.
    ///
    /// Everything the client does is relative to that screen: it pushes on the screen's
    /// stack, presents over it, dismisses it, closes its flow, finishes a flow below it
    /// with a value, and stores the screen's objects. Once the screen is gone, every
    /// call is a reported no-op. The client holds the navigator weakly, so view models
    /// that keep it never keep the navigator alive.
    ///
    /// - Parameter screen: The screen the client acts for.
    @inlinable
    public func client(for screen: EntryID) -> NavigationClient<Route> {
        // The clients reach the navigator from the first one on: a weak reference gives
        // the navigator a side table, which slows every retain and release of it, so a
        // navigator that no client reaches is given none.
        if !hasHandedOutIdentities { clientReference.navigator = self }
        return NavigationClient(handlers: clientHandlers, screen: screen)
    }

    /// Pops a screen's own stack back to a target in it (the state's
    /// `popDestination(from:to:)`); a target the stack does not hold is a reported no-op,
    /// and a screen that is gone a stale call.
    @usableFromInline
    func pop(from screen: EntryID, to target: NavigationClient<Route>.PopTarget) {
        do {
            propose(.popTo(try current.popDestination(from: screen, to: target)), source: .client(screen))
        } catch {
            refuse(.popTo(screen), error)
        }
    }

    /// A client bound to the root screen of the base stack: the single stack, the stack
    /// above the tabs while there is one, or the selected tab's.
    ///
    /// It is bound to the root screen at the time of the call. After the root is
    /// replaced (a new root, ``replaceState(_:)``, a restore), that screen is gone and the old
    /// client's calls are stale; ask again for the new root's client.
    public var rootClient: NavigationClient<Route> {
        client(for: core.read { $0.baseStack.root.id })
    }

    /// A client bound to the root screen of a tab's stack, or `nil` for a tab the app
    /// does not have.
    public func client(forTab tab: Tab) -> NavigationClient<Route>? {
        core.read { $0.stack(at: .tab(tab))?.root.id }.map { client(for: $0) }
    }
}

extension Navigator {
    /// Opens a route asked for in ``NavigationMode/window(_:)`` in a new window.
    ///
    /// Only when the window owner holding this navigator shows several, and when this
    /// navigator's guards would let the mode's sheet present the route; `false` leaves it
    /// to the sheet, so that a guard redirects or cancels it there, as on an iPhone. A
    /// screen that is gone opens nothing: its call goes on to be reported stale.
    @usableFromInline
    func openInWindow(_ route: Route, mode: NavigationMode, from screen: EntryID) -> Bool {
        guard case .window = mode, let openWindow,
            // The one rule of who may present, whatever the platform: a screen that may not
            // present its sheet (covered, in a background tab, gone) opens no window either,
            // and its sheet is then refused as on a one-window platform.
            (try? current.checkMayPresent(.layer, from: screen)) != nil,
            wouldApply(mode.action(route, from: nil), source: .client(screen))
        else { return false }
        return openWindow(route)
    }
}
