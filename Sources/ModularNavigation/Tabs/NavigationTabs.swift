/// The tabs of an app: their order, which one is selected, one stack per tab (or a split
/// view, ``Item/split``), and an optional stack shown above them.
///
/// Stacks are never shared between tabs: each tab keeps its own history, and switching
/// tabs never changes another tab's stack. The stack above the tabs (a checkout, an
/// onboarding, a player) covers the tab bar while it exists; the tabs' stacks stay as
/// they are underneath and show again, unchanged, when it goes.
public struct NavigationTabs<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    // Stored under `_` names that `@inlinable` code reads and writes; the public names only
    // read, since the internal setter of a public property cannot be `@usableFromInline`.
    @usableFromInline var _items: [Item]
    /// The tabs in display order; never empty, never with a tab twice.
    @inlinable public var items: [Item] { _items }
    @usableFromInline var _selectedIndex: Int
    /// The index of the selected tab in ``items``; always valid.
    public package(set) var selectedIndex: Int {
        @inlinable get { _selectedIndex }
        set { _selectedIndex = newValue }
    }

    @usableFromInline var _above: NavigationStackState<Route>?
    /// The stack shown above the tabs, hiding the tab bar, or `nil` when the tabs show.
    ///
    /// While it exists it is the base stack: presentations hang off it, pushes from the
    /// visible screen land on it, and the selected tab cannot change.
    public package(set) var above: NavigationStackState<Route>? {
        @inlinable get { _above }
        set { _above = newValue }
    }

    /// The selected tab.
    @inlinable
    public var selected: Tab { _items[_selectedIndex].tab }

    /// The tabs in display order.
    public var order: [Tab] { items.map(\.tab) }

    /// The stack of a tab, or `nil` for a tab this app does not have.
    @inlinable
    public subscript(tab: Tab) -> NavigationStackState<Route>? {
        // Not `Optional.map`: unspecialised, its closure was a third of the lookup.
        guard let index = index(of: tab) else { return nil }
        return _items[index]._stack
    }

    /// Whether both have the same tabs in the same order.
    @inlinable
    func hasSameOrder(as other: NavigationTabs) -> Bool {
        guard items.count == other.items.count else { return false }
        for index in items.indices where items[index].tab != other.items[index].tab {
            return false
        }
        return true
    }

    /// Whether the value keeps its promises: tabs non-empty and unique, selection valid,
    /// each tab's split view valid.
    var isValid: Bool {
        !items.isEmpty && Set(order).count == items.count && items.indices.contains(selectedIndex)
            && items.allSatisfy { $0.split?.isValid ?? true }
    }
}

extension NavigationTabs: Codable where Route: Codable, Tab: Codable {
    private enum CodingKeys: String, CodingKey {
        case _items = "items"
        case _selectedIndex = "selectedIndex"
        // Absent when nothing is above the tabs, so that states saved before this field
        // existed decode, and states without it encode as they always did.
        case _above = "above"
    }
}
