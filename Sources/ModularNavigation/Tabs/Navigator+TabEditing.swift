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
    /// - Parameter order: Every tab of the navigator, each once.
    @inlinable
    public func reorderTabs(_ order: [Tab]) {
        perform(.reorderTabs(order))
    }

    /// The tabs in display order, or none without tabs; observed with ``selectedTab``,
    /// so a tab bar redraws when the user edits it and not when a tab's stack changes.
    @inlinable
    public var tabOrder: [Tab] {
        access(.tabSelection)
        return current.tabs?.order ?? []
    }
}
