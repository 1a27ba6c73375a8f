#if canImport(SwiftUI)
    public import SwiftUI

    /// One item of a ``NavigationTabView``: the tab it selects and its tab bar label.
    ///
    /// ```swift
    /// NavigationTabModel(label: Label("Home", systemImage: "house"), destination: AppTab.home)
    /// ```
    public struct NavigationTabModel<Tab: Hashable & Sendable, TabLabel: View>: Identifiable {
        /// What the tab bar shows for this tab.
        public let label: TabLabel
        /// The tab this item selects; its root screen is the navigator's root for the tab.
        public let destination: Tab

        /// The tab, which identifies the item.
        public var id: Tab { destination }

        /// Creates a tab item.
        ///
        /// - Parameters:
        ///   - label: What the tab bar shows, usually a `Label`.
        ///   - destination: The tab the item selects.
        public init(label: TabLabel, destination: Tab) {
            self.label = label
            self.destination = destination
        }
    }
#endif
