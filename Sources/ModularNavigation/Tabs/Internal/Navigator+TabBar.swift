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
    /// One of the drawn state's tabs, or an action tab the user did not hide. A tab
    /// removed, or never the app's, is not drawn, so no tap on it reaches the navigator.
    package func tabBarShows(_ tab: Tab, drawn: NavigationState<Route, Tab>) -> Bool {
        if drawn.tabs?[tab] != nil { return true }
        return tabAction(for: tab) != nil && !hiddenActionTabs.contains(tab)
    }

    /// The action tabs the user hid in the last customization applied or restored.
    package var hiddenActionTabs: Set<Tab> {
        savedTabCustomization?.hidden.filter { tabAction(for: $0) != nil } ?? []
    }

    /// The tab bar's order for the tabs `held`: each action tab that is not `hidden` goes
    /// to its slot (``actionTabSlots``), in the order of the slots, and one without a
    /// slot after the rest.
    ///
    /// Two action tabs given one slot, or none, are ordered by their descriptions, so the
    /// order never depends on a dictionary's.
    package func tabBarOrder(holding held: [Tab], hiding hidden: Set<Tab>) -> [Tab] {
        // Whoever draws the bar redraws when an action tab moves (`tabBarChanged`).
        access(.tabSelection)
        let heldTabs = Set(held)
        let actions = tabActions.keys.filter { !heldTabs.contains($0) && !hidden.contains($0) }
        guard !actions.isEmpty else { return held }
        let placed = actions.map { (tab: $0, slot: actionTabSlots[$0] ?? Int.max, name: String(describing: $0)) }
            .sorted { ($0.slot, $0.name) < ($1.slot, $1.name) }
        var order = held
        for action in placed { order.insert(action.tab, at: min(max(0, action.slot), order.count)) }
        return order
    }

    /// Tells whoever reads the tab order that the tab bar's action tabs changed.
    func tabBarChanged() {
        drawer?.navigatorTabBarChanged()
        if let key = observationKeys.existingKey(for: .tabSelection) { tellObservers(of: key) }
    }
}
