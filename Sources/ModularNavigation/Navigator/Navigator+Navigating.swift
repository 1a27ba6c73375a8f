extension Navigator {
    /// Pushes a screen on the visible stack.
    @inlinable
    public func push(_ route: Route) {
        perform(.push(route))
    }

    /// Pops screens from the visible stack; refused when it has fewer than `count`.
    @inlinable
    public func pop(count: Int = 1) {
        perform(.pop(count: count))
    }

    /// Makes a screen the visible top again: dismisses what covers its stack and pops
    /// what is pushed above it.
    @inlinable
    public func pop(to screen: EntryID) {
        perform(.popTo(screen))
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
    ///   - style: How the stack is presented, with its options.
    @inlinable
    public func present(_ route: Route, style: PresentationStyle) {
        perform(.present(route, style))
    }

    /// Presents a new stack in a sheet over the visible one.
    ///
    /// - Parameters:
    ///   - route: The root screen of the sheet's stack.
    ///   - options: Detents, drag indicator and interactive dismissal.
    @inlinable
    public func presentSheet(_ route: Route, options: SheetOptions = SheetOptions()) {
        perform(.present(route, .sheet(options)))
    }

    /// Moves a sheet to another of its detents, as a user's drag would.
    ///
    /// Observers of that presentation alone are told (``presentationStyle(over:)``);
    /// refused when the presentation is not a sheet or does not offer the detent.
    ///
    /// - Parameters:
    ///   - detent: One of the sheet's detents.
    ///   - screen: A screen in the sheet; the topmost presentation when `nil`.
    @inlinable
    public func selectDetent(_ detent: SheetDetent, in screen: EntryID? = nil) {
        perform(.selectDetent(detent, in: screen))
    }

    /// Shows a screen above the tabs, hiding the tab bar: the root of a new stack over
    /// them, or pushed on the one already there; what was presented is dismissed first.
    ///
    /// The tabs' stacks stay as they are and show again, unchanged, when the stack goes:
    /// ``dismissAboveTabs()``, back from its root, or a screen in it closing its flow.
    /// While it is up, selecting a tab is refused (``NavigationError/tabsCovered``). In
    /// an app without tabs the screen is pushed.
    ///
    /// ```swift
    /// navigator.showAboveTabs(.checkout(.cart))
    /// ```
    @inlinable
    public func showAboveTabs(_ route: Route) {
        perform(.showAboveTabs(route))
    }

    /// Dismisses the stack above the tabs, with what is presented over it, and shows the
    /// tabs as they were; refused when there is none.
    @inlinable
    public func dismissAboveTabs() {
        perform(.dismissAboveTabs)
    }

    /// Dismisses the topmost presentation.
    ///
    /// Unlike a screen's ``NavigationClient/dismiss()``, which removes that screen
    /// (popping it if it was pushed), this only ever closes the top presentation, and is refused when nothing is presented.
    @inlinable
    public func dismissPresentation() {
        perform(.dismissPresentation)
    }

    /// Dismisses every presentation.
    @inlinable
    public func dismissAllPresentations() {
        perform(.dismissAllPresentations)
    }

    /// Replaces the screens of a stack, keeping the screens whose routes stay.
    ///
    /// - Parameters:
    ///   - location: The stack to change; the visible one when `nil`.
    ///   - root: A new root route, or `nil` to keep the root.
    ///   - path: The routes to push on the root, bottom first.
    @inlinable
    public func replaceStack(at location: StackLocation<Tab>? = nil, root: Route? = nil, path: [Route]) {
        perform(.replaceStack(at: location, root: root, path: path))
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

    /// Selects an item in a split view's sidebar, or clears the selection with `nil`;
    /// see ``NavigationAction/selectSidebar(_:in:)``.
    ///
    /// - Parameters:
    ///   - route: The item, or `nil` for none.
    ///   - tab: The tab whose split view it is; `nil` for the app's, or else the
    ///     selected tab's.
    @inlinable
    public func selectSidebar(_ route: Route?, in tab: Tab? = nil) {
        perform(.selectSidebar(route, in: tab))
    }

    /// Selects an item in a split view's content column, or clears it with `nil`;
    /// see ``NavigationAction/selectContent(_:in:)``.
    ///
    /// - Parameters:
    ///   - route: The item, or `nil` for none.
    ///   - tab: The tab whose split view it is, as for ``selectSidebar(_:in:)``.
    @inlinable
    public func selectContent(_ route: Route?, in tab: Tab? = nil) {
        perform(.selectContent(route, in: tab))
    }

    /// Replaces the whole state with a target, keeping the screens (and their stored
    /// objects) that the target shares with the current state.
    @inlinable
    public func replaceState(_ target: NavigationState<Route, Tab>) {
        perform(.replaceState(target))
    }
}
