import LibraryFeature
import ModularNavigation
public import Observation

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
