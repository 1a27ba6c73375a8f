/// The tabs of an app: their order, which one is selected, and one stack per tab.
///
/// Stacks are never shared between tabs: each tab keeps its own history, and switching
/// tabs never changes another tab's stack.
public struct NavigationTabs<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// A tab and its stack.
    public struct Item: Hashable, Sendable {
        /// The tab's identifier.
        public let tab: Tab
        /// The tab's own stack.
        public internal(set) var stack: NavigationStackState<Route>
    }

    /// The tabs in display order; never empty, never with a tab twice.
    public internal(set) var items: [Item]
    /// The index of the selected tab in ``items``; always valid.
    public internal(set) var selectedIndex: Int

    package init(items: [Item], selectedIndex: Int) {
        self.items = items
        self.selectedIndex = selectedIndex
    }

    /// The selected tab.
    public var selected: Tab { items[selectedIndex].tab }

    /// The tabs in display order.
    public var order: [Tab] { items.map(\.tab) }

    /// The stack of a tab, or `nil` for a tab this app does not have.
    public subscript(tab: Tab) -> NavigationStackState<Route>? {
        index(of: tab).map { items[$0].stack }
    }

    /// Whether both have the same tabs in the same order.
    func hasSameOrder(as other: NavigationTabs) -> Bool {
        guard items.count == other.items.count else { return false }
        for index in items.indices where items[index].tab != other.items[index].tab {
            return false
        }
        return true
    }

    func index(of tab: Tab) -> Int? {
        // The selected tab is the one almost every change is about.
        if items.indices.contains(selectedIndex), items[selectedIndex].tab == tab { return selectedIndex }
        return items.firstIndex { $0.tab == tab }
    }

    /// Whether the value keeps its promises: tabs non-empty and unique, selection valid.
    var isValid: Bool {
        !items.isEmpty && Set(order).count == items.count && items.indices.contains(selectedIndex)
    }
}

extension NavigationTabs.Item: Codable where Route: Codable, Tab: Codable {}

extension NavigationTabs: Codable where Route: Codable, Tab: Codable {}
