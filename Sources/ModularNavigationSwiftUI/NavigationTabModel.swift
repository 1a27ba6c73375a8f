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

        /// The tab, which identifies the item.
        public var id: Tab { tab }

        /// Creates a tab item.
        ///
        /// - Parameters:
        ///   - label: What the tab bar shows, usually a `Label`.
        ///   - tab: The tab the item selects.
        ///   - badge: The badge count; `0` shows none.
        public init(label: some View, tab: Tab, badge: Int = 0) {
            self.label = AnyView(label)
            self.tab = tab
            self.badge = badge
        }
    }
#endif
