import ModularNavigation

extension ExampleApp {
    /// Shows or hides a tab, as a user who picks their tab slots does; Home always shows.
    ///
    /// A shown tab comes back in its place of the app's order, at its root; a hidden one
    /// goes with its screens. Every other tab keeps its screens and their view models
    /// as they were, and the tab bar (``AppRootView``) draws the navigator's order.
    ///
    /// ```swift
    /// app.setTab(.routine, shown: false)  // the Routine tab leaves the tab bar
    /// app.setTab(.routine, shown: true)   // and comes back at its root, between Home and Library
    /// ```
    public func setTab(_ tab: AppTab, shown: Bool) {
        guard tab != .home else { return }
        let order = navigator.state.tabs?.order ?? []
        guard shown else {
            navigator.removeTab(tab)
            return
        }
        guard !order.contains(tab) else { return }
        // After the shown tabs that come before it in the app's own order.
        let before = AppTab.allCases.prefix { $0 != tab }
        let index = order.filter(before.contains).count
        navigator.insertTab(tab, root: AppRoute.root(of: tab), at: index)
    }
}
