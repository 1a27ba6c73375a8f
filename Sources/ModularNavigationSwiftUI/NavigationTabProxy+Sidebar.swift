// `TabViewCustomization` is in the iOS 18 and macOS 15 SDKs and later, which split
// SwiftUICore out of SwiftUI: its presence marks them (`canImport(SwiftUI, _version:)` proved
// unreliable with this toolchain), so the iOS 17.4 SDK skips this file.
#if canImport(SwiftUICore)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import SwiftUI

    extension NavigationTabProxy {
        /// The user's hidden and reordered tabs, for `.tabViewCustomization(_:)`, kept in
        /// the navigator's tabs.
        ///
        /// Reading gives the navigator's tabs as a customization (the offered tabs it
        /// does not hold hidden); the user's edit in the sidebar is written through
        /// ``Navigator/customizeTabs(_:offered:sections:root:)``, so a hidden tab leaves
        /// with its stack, a tab shown again starts at `root`, and the customization is
        /// saved and restored with the navigation state. Give each `Tab` its
        /// ``NavigationTabModel/customizationID`` with `.customizationID(_:)`.
        ///
        /// - Parameters:
        ///   - models: Every tab the app offers, in its own order.
        ///   - sections: The app's sections of those tabs.
        ///   - root: The root screen of a tab the user shows again.
        @available(iOS 18, macOS 15, *)
        public func customization(
            of models: [NavigationTabModel<Tab>],
            sections: [NavigationTabSection<Tab>] = [],
            root: @escaping @MainActor (Tab) -> Route
        ) -> Binding<TabViewCustomization> {
            let navigator = driver.navigator
            let offered = models.map(\.tab)
            let ids = models.map(\.customizationID)
            return Binding(
                get: {
                    var customization = TabViewCustomization()
                    let hidden = navigator.tabCustomization(offered: offered, sections: sections).hidden
                    for (tab, id) in zip(offered, ids) where hidden.contains(tab) {
                        customization.setHidden(id)
                    }
                    return customization
                },
                set: { customization in
                    let tab = Dictionary(zip(ids, offered)) { first, _ in first }
                    var mine = NavigationTabCustomization<Tab>()
                    for (offeredTab, id) in zip(offered, ids) where customization.isHidden(id) {
                        mine.hidden.insert(offeredTab)
                    }
                    for section in sections {
                        if let order = customization.tabOrder(ofSection: section.id) {
                            mine.sectionOrders[section.id] = order.compactMap { tab[$0] }
                        }
                    }
                    navigator.customizeTabs(mine, offered: offered, sections: sections, root: root)
                }
            )
        }
    }

    @available(iOS 18, macOS 15, *)
    extension TabViewCustomization {
        /// Hides a tab in the sidebar and the tab bar.
        fileprivate mutating func setHidden(_ id: String) {
            if #available(iOS 18.4, macOS 15.4, *) {
                self[tab: id].sidebarVisibility = .hidden
            } else {
                self[sidebarVisibility: id] = .hidden
            }
        }

        /// Whether the user hid a tab.
        fileprivate func isHidden(_ id: String) -> Bool {
            if #available(iOS 18.4, macOS 15.4, *) {
                self[tab: id].sidebarVisibility == .hidden
            } else {
                self[sidebarVisibility: id] == .hidden
            }
        }

        /// The user's order of a section's tabs, by customization identifier.
        fileprivate func tabOrder(ofSection id: String) -> [String]? {
            if #available(iOS 18.4, macOS 15.4, *) {
                self[section: id].tabOrder
            } else {
                self[sectionID: id]
            }
        }
    }
#endif
