extension Navigator {
    /// Adds a tab the user chose, with a new stack rooted at a route; the selection stays.
    ///
    /// Every other tab keeps its stack, its screens' identities and their stored
    /// objects. Refused when the tab is there already or the position is outside the
    /// tab order.
    ///
    /// ```swift
    /// navigator.insertTab(.lists, root: .lists(.all), at: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - tab: The new tab.
    ///   - root: The root screen of its stack.
    ///   - index: Its position in the tab order, from 0; the end when `nil`.
    @inlinable
    public func insertTab(_ tab: Tab, root: Route, at index: Int? = nil) {
        perform(.insertTab(tab, root: root, at: index))
    }

    /// Removes a tab and its stack, as a user who edits the tab bar does.
    ///
    /// Its screens leave the state: their objects are released and what they awaited
    /// ends as cancelled. The selected tab's neighbour takes its place (the tab after
    /// it, or the one before when it was last), and what was presented over it is
    /// dismissed. Refused for a tab the app does not have, and for the last tab.
    @inlinable
    public func removeTab(_ tab: Tab) {
        perform(.removeTab(tab))
    }

    /// Puts the tabs in a new order; every tab keeps its stack and the selection stays.
    ///
    /// The order may hold action tabs (``tabActions``) among the navigator's tabs: each
    /// takes its place there as its slot (``actionTabSlots``), and the navigator's tabs
    /// are reordered around them.
    ///
    /// ```swift
    /// navigator.reorderTabs([.home, .compose, .search])
    /// ```
    ///
    /// - Parameter order: Every tab of the navigator, each once, and any action tabs.
    public func reorderTabs(_ order: [Tab]) {
        let actions = order.filter { tabAction(for: $0) != nil }
        // A tab twice is refused by the core's rule, action tab or not.
        guard !actions.isEmpty, Set(order).count == order.count else {
            perform(.reorderTabs(order))
            return
        }
        let held = order.filter { tabAction(for: $0) == nil }
        if held != tabOrder {
            perform(.reorderTabs(held))
            guard tabOrder == held else { return }
        }
        for (slot, tab) in order.enumerated() where actions.contains(tab) { actionTabSlots[tab] = slot }
    }

    /// The tabs in display order, or none without tabs; observed with ``selectedTab``,
    /// so a tab bar redraws when the user edits it and not when a tab's stack changes.
    ///
    /// The navigator's tabs only; ``tabBarOrder`` adds the action tabs.
    @inlinable
    public var tabOrder: [Tab] {
        access(.tabSelection)
        return current.tabs?.order ?? []
    }

    /// The tab bar's items in order: the navigator's tabs and each action tab at its
    /// slot (``actionTabSlots``), without the action tabs the user hid.
    ///
    /// What a tab bar that draws action tabs shows, and what the user's customization
    /// reads (``tabCustomization(offered:sections:)``). Observed like ``tabOrder``.
    public var tabBarOrder: [Tab] {
        tabBarOrder(holding: tabOrder, hiding: hiddenActionTabs)
    }
}
