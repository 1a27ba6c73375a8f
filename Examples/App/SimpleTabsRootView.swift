#if canImport(SwiftUI)
    import DrinkTrackerFeature
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The example app drawn with the ready-made tab view instead of its own `TabView`.
    ///
    /// The same navigator and screens, a tab bar with labels of different view types. On
    /// iOS 18 iPad shows it as a sidebar with the Collections section and lets the user
    /// hide and reorder tabs; on iOS 26 the drinks logged sit in the bottom accessory and
    /// the tab bar minimizes as the user scrolls down.
    @MainActor
    public struct SimpleTabsRootView: View {
        private let app: ExampleApp

        /// Creates the UI of an app with the ready-made tab view.
        public init(app: ExampleApp) {
            self.app = app
        }

        public var body: some View {
            let dependencies = app.dependencies
            NavigationTabView(
                navigator: app.navigator,
                tabModels: [
                    NavigationTabModel(label: Label("Home", systemImage: "house"), tab: AppTab.home),
                    NavigationTabModel(label: Label("Routine", systemImage: "checklist"), tab: .routine),
                    NavigationTabModel(label: Label("Library", systemImage: "books.vertical"), tab: .library),
                    NavigationTabModel(label: Label("Assets", systemImage: "shippingbox"), tab: .assets),
                    NavigationTabModel(label: Text("Drinks"), tab: .drinks, badge: 1),
                ],
                sections: AppTab.sections,
                tabRoot: { AppRoute.root(of: $0) }
            ) { route, mode, client in
                AppDestinationView(route: route, mode: mode, client: client, dependencies: dependencies)
            }
            .tabBarAccessory { Text("\(dependencies.drinks.records.count) drinks logged") }
            .tabBarMinimizing(.onScrollDown)
        }
    }
#endif
