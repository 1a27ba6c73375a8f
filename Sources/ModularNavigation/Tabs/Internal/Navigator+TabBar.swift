extension Navigator {
    /// What a tap on a tab of the app's tab bar does when that tab is an action, or `nil`
    /// for one of the navigator's tabs, which a tap selects.
    ///
    /// An action tab is a `Tab` value that ``tabActions`` maps and the navigator's tabs
    /// do not hold: it has no stack, is never selected, and its tap performs the mapped
    /// action (through guards and events, like any change) while the selection stays.
    /// The tab bar of the adapter and the headless host both ask this rule.
    ///
    /// ```swift
    /// navigator.tabActions[.compose] = .present(.composer, .sheet())
    /// ```
    package func tabAction(for tab: Tab) -> NavigationAction<Route, Tab>? {
        guard current.tabs?[tab] == nil else { return nil }
        return tabActions[tab]
    }

    /// Whether a tab bar drawn from `drawn` shows a tab the user could tap.
    ///
    /// One of the drawn state's tabs, or an action tab. A tab removed, or never the app's, is not
    /// drawn, so no tap on it reaches the navigator.
    package func tabBarShows(_ tab: Tab, drawn: NavigationState<Route, Tab>) -> Bool {
        drawn.tabs?[tab] != nil || tabAction(for: tab) != nil
    }
}
