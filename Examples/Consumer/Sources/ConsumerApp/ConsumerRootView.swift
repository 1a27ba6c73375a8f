#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    public import SwiftUI

    /// The app's whole UI: the navigator drawn by the library, links opened through it.
    ///
    /// An app target's `@main` shows it in a `WindowGroup`.
    @MainActor
    public struct ConsumerRootView: View {
        let app: ConsumerApp

        /// Creates the root view of an app.
        public init(app: ConsumerApp) {
            self.app = app
        }

        public var body: some View {
            NavigationRootView(navigator: app.navigator) { route, _, client in
                AppDestinationView(route: route, client: client, app: app)
                    .toolbar {
                        if route == .home {
                            Button("Profile", systemImage: "person.crop.circle", action: app.showProfile)
                            Button("Settings", systemImage: "gear", action: app.showSettings)
                        }
                    }
            }
            .onOpenURL { url in
                app.navigator.open(url)
            }
        }
    }

    #Preview("Consumer app") {
        ConsumerRootView(app: ConsumerApp())
    }
#endif
