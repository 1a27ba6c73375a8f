#if canImport(SwiftUI)
    public import SwiftUI

    /// One item of a ``NavigationTabView``: the tab it selects and its tab bar label.
    ///
    /// Labels may be of different view types in one tab bar.
    ///
    /// ```swift
    /// NavigationTabModel(label: Label("Home", systemImage: "house"), tab: AppTab.home)
    /// ```
    public struct NavigationTabModel<Tab: Hashable & Sendable>: Identifiable {
        /// What the tab bar shows for this tab.
        public let label: AnyView
        /// The tab this item selects; its root screen is the navigator's root for the tab.
        public let tab: Tab
        /// How many things wait in the tab, shown as the tab's badge; `0` shows none.
        public let badge: Int
        /// What the tab is for, which iOS 18 and later draw apart; `nil` for a plain tab.
        public let role: NavigationTabRole?
        /// The tab's identity in the user's saved tab customization, and so in iPad's
        /// sidebar: stable across launches.
        public let customizationID: String

        /// The tab, which identifies the item.
        public var id: Tab { tab }

        /// Creates a tab item.
        ///
        /// - Parameters:
        ///   - label: What the tab bar shows, usually a `Label`.
        ///   - tab: The tab the item selects.
        ///   - badge: The badge count; `0` shows none.
        ///   - role: What the tab is for, such as ``NavigationTabRole/search``.
        ///   - customizationID: The tab's identity in a saved tab customization; by default
        ///     the tab's description (an enum case's name).
        public init(
            label: some View, tab: Tab, badge: Int = 0, role: NavigationTabRole? = nil, customizationID: String? = nil
        ) {
            self.label = AnyView(label)
            self.tab = tab
            self.badge = badge
            self.role = role
            self.customizationID = customizationID ?? String(describing: tab)
        }
    }

    /// What a tab is for, beyond holding a stack: SwiftUI draws such a tab apart.
    ///
    /// The tab keeps its own stack like any other: only its drawing differs.
    public enum NavigationTabRole: Hashable, Sendable {
        /// The app's search: iOS 18 draws it with SwiftUI's `Tab(role: .search)`, a
        /// magnifying glass at the trailing end of the tab bar, set apart from the others
        /// on iOS 26.
        case search
    }
#endif
