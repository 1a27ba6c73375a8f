#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The app's own `TabView` of the tabs the user chose, in the navigator's order.
    ///
    /// On iOS 18 and macOS 15 it is the `Tab(value:)` form with `.sidebarAdaptable`: the
    /// Collections section in iPad's sidebar, and the user's hidden and reordered tabs kept
    /// in the navigator. On iOS 26 the tab bar minimizes as the user scrolls down. Earlier
    /// systems draw the iOS 17 `.tabItem` form.
    @MainActor
    struct AppTabView: View {
        let tabs: NavigationTabProxy<AppRoute, AppTab, AppDestinationView>
        let drinksBadge: Int

        var body: some View {
            #if canImport(SwiftUICore)
                if #available(iOS 18, macOS 15, *) {
                    sidebarAdaptable.minimizingTabBar()
                } else {
                    tabBar
                }
            #else
                tabBar
            #endif
        }

        /// The iOS 17 form.
        private var tabBar: some View {
            TabView(selection: tabs.selection) {
                ForEach(tabs.order, id: \.self) { tab in
                    tabs.stack(for: tab)
                        .tabItem { Label(tab.title, systemImage: tab.systemImage) }
                        .badge(tab == .drinks ? drinksBadge : 0)
                        .tag(tab)
                }
            }
        }

        #if canImport(SwiftUICore)
            /// Every tab the app offers, hidden ones included, so the sidebar can show them again.
            private var models: [NavigationTabModel<AppTab>] {
                AppTab.allCases.map { NavigationTabModel(label: Label(tab: $0), tab: $0, customizationID: $0.rawValue) }
            }

            /// The iOS 18 form: the core groups the tabs into the app's sections.
            @available(iOS 18, macOS 15, *)
            private var sidebarAdaptable: some View {
                TabView(selection: tabs.selection) {
                    ForEach(tabs.groups(offered: AppTab.allCases, sections: AppTab.sections), id: \.self) { group in
                        switch group {
                        case .tab(let tab):
                            tabContent(tab)
                        case .section(let section):
                            TabSection(section.title) {
                                ForEach(section.tabs, id: \.self) { tab in tabContent(tab) }
                            }
                            .customizationID(section.id)
                        }
                    }
                }
                .tabViewStyle(.sidebarAdaptable)
                .tabViewCustomization(
                    tabs.customization(of: models, sections: AppTab.sections) { AppRoute.root(of: $0) })
            }

            @available(iOS 18, macOS 15, *)
            private func tabContent(_ tab: AppTab) -> some TabContent<AppTab> {
                Tab(value: tab) {
                    tabs.stack(for: tab)
                } label: {
                    Label(tab: tab)
                }
                .badge(tab == .drinks ? drinksBadge : 0)
                .customizationID(tab.rawValue)
                #if os(iOS)
                    // Home always shows, as `ExampleApp.setTab(_:shown:)` keeps it; a Mac's
                    // sidebar has no such setting.
                    .customizationBehavior(tab == .home ? .disabled : .automatic, for: .sidebar, .tabBar)
                #endif
            }
        #endif
    }

    extension View {
        /// iOS 26: the tab bar shrinks while the user scrolls down, and comes back up.
        @ViewBuilder
        fileprivate func minimizingTabBar() -> some View {
            #if canImport(FoundationModels) && os(iOS)
                if #available(iOS 26, *) {
                    tabBarMinimizeBehavior(.onScrollDown)
                } else {
                    self
                }
            #else
                self
            #endif
        }
    }

    extension Label where Title == Text, Icon == Image {
        /// A tab's name and symbol.
        fileprivate init(tab: AppTab) {
            self.init(tab.title, systemImage: tab.systemImage)
        }
    }
#endif
