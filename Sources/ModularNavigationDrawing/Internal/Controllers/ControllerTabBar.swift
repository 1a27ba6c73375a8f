/// What a tab bar controller shows: its items in order, each tab's badge, and the
/// selected tab.
///
/// Built by ``ControllerDrawing`` from the core's tab bar order (the drawn tabs, which
/// the user edits with `insertTab`, `removeTab` and `reorderTabs`, and each action tab at
/// its slot) and the badges; the surface only makes the items. An action tab is never
/// selected, and a tap on it runs its action.
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

    /// The tab bar of the drawn tabs and the action tabs, in the navigator's tab bar
    /// order (`Navigator.tabBarOrder`), with the badges.
    ///
    /// - Parameters:
    ///   - order: The tab bar's items in order: the drawn tabs and the shown action tabs.
    ///   - actions: Which of them are action tabs.
    ///   - selected: The drawn selection.
    ///   - badges: Each tab's badge count; a count of 0 or less shows none, as SwiftUI's
    ///     `badge(_:)` does.
    ///   - splits: The tabs that hold a split view, each with whether it has a content column.
    package init(order: [Tab], actions: Set<Tab>, selected: Tab?, badges: [Tab: Int], splits: [Tab: Bool] = [:]) {
        items = order.map { tab in
            let content: Content =
                actions.contains(tab) ? .action : splits[tab].map { Content.split(hasContentColumn: $0) } ?? .stack
            return Item(tab: tab, content: content, badge: Self.badge(badges[tab]))
        }
        self.selected = selected
    }

    /// The tabs of the items, in order.
    package var tabs: [Tab] { items.map(\.tab) }

    private static func badge(_ count: Int?) -> String? {
        guard let count, count > 0 else { return nil }
        return String(count)
    }
}
