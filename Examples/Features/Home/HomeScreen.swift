public import LibraryFeature
public import ModularNavigation
public import Observation

/// The model of each Home screen; the Library's screens it shows are the Library's own.
@MainActor
public enum HomeScreen {
    case dashboard(DashboardModel)
    case library(LibraryScreen)
}

extension HomeDestination {
    /// The model of a screen, made once per screen; a Library screen gets a client
    /// scoped to the Library's destinations.
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - client: The screen's client.
    ///   - library: Makes the Library's screens, with the catalog the app chose.
    @MainActor
    public static func screen(
        _ destination: HomeDestination,
        client: NavigationClient<HomeDestination>,
        library: (LibraryDestination, NavigationClient<LibraryDestination>) -> LibraryScreen = {
            LibraryDestination.screen($0, client: $1)
        }
    ) -> HomeScreen {
        switch destination {
        case .dashboard: .dashboard(client.screenObject { DashboardModel(navigationClient: client) })
        case .library(let child): .library(library(child, client.scope(HomeDestination.library)))
        }
    }
}

/// The dashboard: the way into the Library from Home.
@MainActor
@Observable
public final class DashboardModel {
    private let navigationClient: NavigationClient<HomeDestination>

    init(navigationClient: NavigationClient<HomeDestination>) {
        self.navigationClient = navigationClient
    }

    /// The greeting at the top of the dashboard.
    public var greeting: String { "Good morning" }

    /// Pushes the Library's shelf onto Home's stack.
    public func browseLibrary() {
        navigationClient.push(.library(.public(.shelf)))
    }

    /// Presents the Library's settings over Home.
    public func showLibrarySettings() {
        navigationClient.presentSheet(.library(.public(.settings)))
    }
}
