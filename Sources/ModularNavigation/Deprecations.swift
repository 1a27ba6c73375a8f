// Spellings from before the names settled, kept so code written against them still
// builds; each forwards to its replacement and says which it is.

extension Navigator {
    /// Dismisses the topmost presentation.
    @available(*, deprecated, renamed: "dismissPresentation()")
    public func dismiss() { dismissPresentation() }

    /// Dismisses every presentation.
    @available(*, deprecated, renamed: "dismissAllPresentations()")
    public func dismissAll() { dismissAllPresentations() }

    /// Selects a tab.
    @available(*, deprecated, renamed: "selectTab(_:)")
    public func select(_ tab: Tab) { selectTab(tab) }

    /// Replaces the whole state with a target.
    @available(*, deprecated, renamed: "replaceState(_:)")
    public func apply(_ target: NavigationState<Route, Tab>) { replaceState(target) }
}

extension NavigationClient {
    /// Shows a destination from this screen.
    @available(*, deprecated, renamed: "navigate(to:mode:)")
    @MainActor
    public func present(_ destination: Destination, _ mode: NavigationMode) {
        navigate(to: destination, mode: mode)
    }

    /// Shows a destination and waits until its flow ends.
    @available(*, deprecated, renamed: "navigate(to:mode:expecting:)")
    @MainActor
    public func present<Value: Sendable>(
        _ destination: Destination,
        _ mode: NavigationMode,
        expecting type: Value.Type
    ) async -> NavigationResult<Value> {
        await navigate(to: destination, mode: mode, expecting: type)
    }
}

extension NavigationState {
    /// Creates a state with tabs.
    @available(*, deprecated, renamed: "init(tabs:selectedTab:root:)")
    public init(tabs: [Tab], selected: Tab, root: (Tab) -> Route) throws(NavigationError) {
        try self.init(tabs: tabs, selectedTab: selected, root: root)
    }
}
