#if canImport(SwiftUI)
    import AssetsFeature
    import HomeFeature
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The example app on iPad and Mac as one split view, in two or three columns as its
    /// state says (``ExampleLayout/split``, ``ExampleLayout/threeColumns``).
    ///
    /// The sidebar lists the sections, the dashboard's own sections; in three columns the
    /// content column lists the selected section's items, and the detail shows the item
    /// picked there. Both lists write their selections through the navigator, so links,
    /// guards, restoration and analytics see them.
    @MainActor
    public struct AppSplitView: View {
        private let app: ExampleApp
        @State private var columnVisibility = NavigationSplitViewVisibility.all

        /// Creates the split view of an app whose state is a split view.
        public init(app: ExampleApp) {
            self.app = app
        }

        public var body: some View {
            let dependencies = app.dependencies
            let navigator = app.navigator
            NavigationSplitRootView(navigator: navigator, columnVisibility: $columnVisibility) { route, mode, client in
                AppSplitScreen(
                    route: route, mode: mode, client: client, navigator: navigator, dependencies: dependencies)
            } content: { section in
                AppContentColumn(section: section, app: app)
            }
            .navigationSplitPlaceholder {
                ContentUnavailableView("Pick a section", systemImage: "sidebar.left")
            }
            .navigationDeepLinks(navigator)
        }
    }

    /// A screen of the split view: the dashboard at the sidebar's root is the sections
    /// list; every other screen is drawn as in the tabs.
    @MainActor
    struct AppSplitScreen: View {
        let route: AppRoute
        let mode: NavigationMode
        let client: NavigationClient<AppRoute>
        let navigator: Navigator<AppRoute, AppTab>
        let dependencies: AppDependencies

        var body: some View {
            if route == AppRoute.home(.dashboard), mode == .root {
                AppSidebar(navigator: navigator)
            } else {
                AppDestinationView(route: route, mode: mode, client: client, dependencies: dependencies)
            }
        }
    }

    /// The sidebar: one row per section, tagged with the route of the section's root.
    @MainActor
    struct AppSidebar: View {
        let navigator: Navigator<AppRoute, AppTab>

        var body: some View {
            let sections = AppTab.allCases.filter { $0 != .home }.map(AppRoute.root(of:))
            NavigationSplitReader(navigator) { split in
                List(sections, id: \.self, selection: split.sidebarSelection) { section in
                    Text(section.description)
                }
            }
            .navigationTitle("Sections")
        }
    }

    /// The content column of three columns: the section's items, each tagged with the
    /// route the detail starts at.
    @MainActor
    struct AppContentColumn: View {
        let section: AppRoute
        let app: ExampleApp

        var body: some View {
            if section == AppRoute.assets(.list) {
                let store = app.dependencies.assets
                let items = store.ids.map { AppRoute.assets(.detail(id: $0)) }
                NavigationSplitReader(app.navigator) { split in
                    List(items, id: \.self, selection: split.contentSelection) { item in
                        Text(item.description)
                    }
                }
                .navigationTitle("Assets")
            } else {
                // A section without its own list: its root screen, whose pushes pick the item.
                AppDestinationView(
                    route: section, mode: .root, client: app.contentClient, dependencies: app.dependencies)
            }
        }
    }

    #if DEBUG
        #Preview("Three columns") {
            AppSplitView(app: ExampleApp(state: ExampleApp.threeColumnState, dependencies: AppDependencies()))
        }
    #endif
#endif
