#if canImport(SwiftUI)
    import AccountFeature
    import AssetsFeature
    import DrinkTrackerFeature
    import HomeFeature
    import IssuesFeature
    import LibraryFeature
    public import ModularNavigationSwiftUI
    import RoutineFeature
    public import SwiftUI

    /// The view of any app route: the root waypoint delegating to each feature's builder.
    @MainActor
    public struct AppDestinationView: View {
        let route: AppRoute
        let mode: NavigationMode
        let client: NavigationClient<AppRoute>
        let dependencies: AppDependencies

        /// Creates the view of a route, as the navigator's builder.
        public init(
            route: AppRoute, mode: NavigationMode, client: NavigationClient<AppRoute>, dependencies: AppDependencies
        ) {
            self.route = route
            self.mode = mode
            self.client = client
            self.dependencies = dependencies
        }

        public var body: some View {
            if route == .assets(.list), mode == .root {
                // The root of the Assets tab: its split view's sidebar on iPad.
                AssetsTabRoot(client: client, dependencies: dependencies)
            } else {
                destination
            }
        }

        @ViewBuilder
        private var destination: some View {
            switch route {
            case .home(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.home,
                    builder: HomeDestination.liveBuilder(
                        library: LibraryDestination.liveBuilder(
                            catalog: dependencies.catalog, openWindow: dependencies.libraryWindowOpener)
                    ))
            case .routine(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.routine,
                    builder: { RoutineDestination.screen($0, client: $2, plan: dependencies.plan) })
            case .library(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.library,
                    builder: LibraryDestination.liveBuilder(
                        catalog: dependencies.catalog, openWindow: dependencies.libraryWindowOpener
                    ).buildDestination)
            case .assets(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.assets, answering: AppRoute.fromAssets,
                    builder: { AssetsDestination.screen($0, client: $2, store: dependencies.assets) })
            case .issues(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.issues,
                    builder: { IssuesDestination.screen($0, client: $2, tracker: dependencies.issues) })
            case .drinks(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.drinks,
                    builder: { DrinkTrackerDestination.screen($0, client: $2, log: dependencies.drinks) })
            case .account(let destination):
                NavigationDestinationView(
                    destination, parentClient: client, embed: AppRoute.account,
                    builder: { AccountDestination.screen($0, client: $2, session: dependencies.account) })
            }
        }
    }

    /// The root of the Assets tab: where the tab holds a split view, the assets listed in
    /// its sidebar, each row tagged with the route its detail starts at; elsewhere the
    /// Assets list screen, whose rows push.
    @MainActor
    struct AssetsTabRoot: View {
        let client: NavigationClient<AppRoute>
        let dependencies: AppDependencies
        @Environment(Navigator<AppRoute, AppTab>.self) private var navigator

        var body: some View {
            // Reading `state` observes every change; fine here: whether the tab holds a split
            // view is the launch layout's choice, and this list is cheap to redraw.
            if navigator.state.split(in: .assets) != nil {
                let store = dependencies.assets
                let items = store.ids.map { AppRoute.assets(.detail(id: $0)) }
                NavigationSplitReader(navigator, in: .assets) { split in
                    List(items, id: \.self, selection: split.sidebarSelection) { item in
                        Text(item.description)
                    }
                }
                .navigationTitle("Assets")
            } else {
                NavigationDestinationView(
                    AssetsDestination.list, parentClient: client, embed: AppRoute.assets,
                    answering: AppRoute.fromAssets,
                    builder: { AssetsDestination.screen($0, client: $2, store: dependencies.assets) })
            }
        }
    }
#endif
