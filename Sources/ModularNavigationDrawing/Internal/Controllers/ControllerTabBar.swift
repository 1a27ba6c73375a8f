/// What a tab bar controller shows: its items in order, each tab's badge, and the
/// selected tab.
///
/// Built by ``ControllerDrawing`` from the drawn tab order (which the user edits with
/// `insertTab`, `removeTab` and `reorderTabs`), the app's action tabs and badges; the
/// surface only makes the items. An action tab is shown while the core's rule says a
/// tab bar shows it (`Navigator.tabBarShows(_:drawn:)`: the navigator maps it in
/// `tabActions` and holds no tab of that value), so it is never selected and a tap on
/// it runs its action.
package struct ControllerTabBar<Tab: Hashable & Sendable>: Hashable, Sendable {
    /// One item of the tab bar.
    package struct Item: Hashable, Sendable {
        /// The tab the item taps.
        package let tab: Tab
        /// What the tab's controller draws.
        package let content: Content
        /// The badge the item shows, or `nil` for none.
        package let badge: String?

        /// Whether the item is an action tab, with no stack of its own.
        package var isAction: Bool { content == .action }
    }

    /// What a tab's controller draws, so the backend makes the controller that draws it.
    package enum Content: Hashable, Sendable {
        /// The tab's stack, in a navigation controller.
        case stack
        /// The split view the tab holds, in a split view controller of two columns or,
        /// with a content column, three.
        case split(hasContentColumn: Bool)
        /// Nothing: an action tab, never selected.
        case action
    }

    /// The items, in the order the tab bar shows them.
    package let items: [Item]
    /// The tab drawn as selected, or `nil` without tabs.
    package let selected: Tab?

    /// A tab bar that shows nothing.
    package init() {
        items = []
        selected = nil
    }

    /// The tab bar of the drawn tabs, with the action tabs at their places and the badges.
    ///
    /// - Parameters:
    ///   - order: The drawn tabs, in the navigator's order.
    ///   - selected: The drawn selection.
    ///   - actions: Each action tab that is shown, with its place in the tab bar, from 0;
    ///     a place past the end is the end.
    ///   - badges: Each tab's badge count; a count of 0 or less shows none, as SwiftUI's
    ///     `badge(_:)` does.
    ///   - splits: The tabs that hold a split view, each with whether it has a content column.
    package init(
        order: [Tab], selected: Tab?, actions: [(tab: Tab, index: Int)], badges: [Tab: Int],
        splits: [Tab: Bool] = [:]
    ) {
        var items = order.map { tab in
            let content = splits[tab].map { Content.split(hasContentColumn: $0) } ?? .stack
            return Item(tab: tab, content: content, badge: Self.badge(badges[tab]))
        }
        for action in actions.sorted(by: { $0.index < $1.index }) {
            let item = Item(tab: action.tab, content: .action, badge: Self.badge(badges[action.tab]))
            items.insert(item, at: min(max(0, action.index), items.count))
        }
        self.items = items
        self.selected = selected
    }

    /// The tabs of the items, in order.
    package var tabs: [Tab] { items.map(\.tab) }

    private static func badge(_ count: Int?) -> String? {
        guard let count, count > 0 else { return nil }
        return String(count)
    }
}
