import ExampleInterfaces
import LibraryFeature
import ModularNavigation
import Observation

/// The dashboard: the way into the Library from Home.
@MainActor
@Observable
final class DashboardModel: ScreenModel {
    private let navigationClient: NavigationClient<HomeDestination>

    init(navigationClient: NavigationClient<HomeDestination>) {
        self.navigationClient = navigationClient
    }

    var title: String { "Home" }
    var status: String? { "Good morning" }

    var actions: [ScreenAction] {
        [
            ScreenAction("Browse the library") { self.browseLibrary() },
            ScreenAction("Library settings") { self.showLibrarySettings() },
        ]
    }

    /// Pushes the Library's shelf onto Home's stack.
    func browseLibrary() {
        navigationClient.push(.library(.public(.shelf)))
    }

    /// Presents the Library's settings over Home.
    func showLibrarySettings() {
        navigationClient.presentSheet(.library(.public(.settings)))
    }
}
