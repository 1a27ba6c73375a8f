#if canImport(SwiftUI)
    public import LibraryFeature
    public import ModularNavigationSwiftUI
    public import SwiftUI

    /// The view of any Home destination; Library screens are drawn by Library's builder.
    @MainActor
    public struct HomeDestinationView: View {
        let destination: HomeDestination
        let client: NavigationClient<HomeDestination>
        let library: LibraryDestinationBuilder<LibraryScreen>

        public var body: some View {
            switch destination {
            case .dashboard:
                let model = client.screenObject { DashboardModel(navigationClient: client) }
                ScrollViewReader { proxy in
                    List {
                        Text(model.greeting).font(.title2).id("top")
                        Button("Browse the library", action: model.browseLibrary)
                        Button("Library settings", action: model.showLibrarySettings)
                    }
                    .onScrollToTop { withAnimation { proxy.scrollTo("top", anchor: .top) } }
                }
                .navigationTitle("Home")
            case .library(let child):
                // Another module's screen: a new context with a client of its own type.
                NavigationDestinationView(
                    child,
                    parentClient: client,
                    embed: HomeDestination.library,
                    builder: library.buildDestination
                )
            }
        }
    }

    @MainActor
    extension HomeDestination {
        /// Home's builder, with the Library's builder for the Library screens it shows.
        public static func liveBuilder(
            library: LibraryDestinationBuilder<LibraryScreen> = LibraryDestination.liveBuilder()
        ) -> DestinationBuilder<HomeDestination, HomeDestinationView> {
            { destination, _, client in
                HomeDestinationView(destination: destination, client: client, library: library)
            }
        }

        /// Home's builder for previews: the Library's mock builder inside.
        public static func mockBuilder() -> DestinationBuilder<HomeDestination, HomeDestinationView> {
            liveBuilder(library: LibraryDestination.mockBuilder())
        }
    }

    #if DEBUG
        #Preview("Dashboard with the mock Library") {
            NavigationStack {
                NavigationDestinationView(
                    .dashboard,
                    client: NavigationClient<HomeDestination>.noop,
                    mode: .root,
                    builder: HomeDestination.mockBuilder()
                )
            }
        }
    #endif

#endif
