#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The example app drawn with the ready-made tab view instead of its own `TabView`:
    /// the same navigator and screens, a plain tab bar with labels of different view types.
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
                ]
            ) { route, mode, client in
                AppDestinationView(route: route, mode: mode, client: client, dependencies: dependencies)
            }
        }
    }
#endif
