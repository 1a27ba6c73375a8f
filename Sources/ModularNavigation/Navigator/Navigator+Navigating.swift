extension Navigator {
    /// Pushes a screen on the visible stack, and returns the pushed screen's identity.
    ///
    /// The identity is `nil` when the push did not happen: refused, cancelled or
    /// redirected by a guard. A coordinator that makes a screen's controller and view
    /// model itself asks for that screen's client with it:
    ///
    /// ```swift
    /// if let screen = navigator.push(.detail(id: 7)) {
    ///     let client = navigator.client(for: screen)
    ///     let model = client.screenObject { DetailViewModel(id: 7) }
    /// }
    /// ```
    @inlinable
    @discardableResult public func push(_ route: Route) -> EntryID? {
        propose(.push(route), source: .app).shown
    }

    /// Pops screens from the visible stack; refused when it has fewer than `count`.
    @inlinable
    public func pop(count: Int = 1) {
        perform(.pop(count: count))
    }

    /// Pops the visible stack back to its root.
    @inlinable
    public func popToRoot() {
        perform(.popToRoot)
    }

    /// Presents a new stack over the visible one.
    ///
    /// - Parameters:
    ///   - route: The root screen of the presented stack.
    ///   - style: How the stack is presented, with its options; a sheet with the default
    ///     options when omitted.
    ///   - placement: Over the visible stack (the default), or over the whole app, where
    ///     it stays while the tab changes (``PresentationPlacement/overApp``).
    /// - Returns: The identity of the presented stack's root, or `nil` when nothing was
    ///   presented (refused, cancelled or redirected by a guard).
    @inlinable
    @discardableResult public func present(
        _ route: Route, style: PresentationStyle = .sheet(SheetOptions()),
        placement: PresentationPlacement = .overPresenter
    ) -> EntryID? {
        propose(.present(route, style, placement: placement), source: .app).shown
    }

    /// Shows a screen above the tabs, hiding the tab bar: the root of a new stack over
    /// them, or pushed on the one already there; what was presented is dismissed first.
    ///
    /// The tabs' stacks stay as they are and show again, unchanged, when the stack goes:
    /// ``NavigationAction/dismissAboveTabs``, back from its root, or a screen in it closing its flow.
    /// While it is up, selecting a tab is refused (``NavigationError/tabsCovered``). In
    /// an app without tabs the screen is pushed on the base stack, and the flow ends the
    /// same ways.
    ///
    /// ```swift
    /// navigator.showAboveTabs(.checkout(.cart))
    /// ```
    @inlinable
    public func showAboveTabs(_ route: Route) {
        perform(.showAboveTabs(route))
    }

    /// Dismisses the topmost presentation.
    ///
    /// Unlike a screen's ``NavigationClient/dismiss()``, which removes that screen
    /// (popping it if it was pushed), this only ever closes the top presentation, and is refused when nothing is presented.
    @inlinable
    public func dismissPresentation() {
        perform(.dismissPresentation)
    }

    /// Selects a tab from code, as a notification handler or a deep link does.
    ///
    /// Selecting another tab dismisses what is presented first; selecting the selected
    /// tab changes nothing: only the user's re-tap pops a tab to its root
    /// (``NavigationAction/tapTab(_:)``, which the tab bar sends and code may send too).
    /// Refused while a stack is shown above the tabs.
    @inlinable
    public func selectTab(_ tab: Tab) {
        perform(.selectTab(tab))
    }

    /// Replaces the whole state with a target, keeping the screens (and their stored
    /// objects) that the target shares with the current state.
    @inlinable
    public func replaceState(_ target: NavigationState<Route, Tab>) {
        perform(.replaceState(target))
    }
}
