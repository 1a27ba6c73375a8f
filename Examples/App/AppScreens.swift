public import AccountFeature
public import AssetsFeature
public import DrinkTrackerFeature
public import HomeFeature
public import IssuesFeature
public import LibraryFeature
public import ModularNavigation
public import RoutineFeature

/// The model of any app screen: its module's own screen, one case per module.
///
/// SwiftUI never needs it: each module's builder makes its models as it draws. The
/// terminal demo and the tests, which draw no views, reach the same models through it.
public enum AppScreen {
    case home(HomeScreen)
    case routine(RoutineScreen)
    case library(LibraryScreen)
    case assets(AssetsScreen)
    case issues(IssuesScreen)
    case drinks(DrinkTrackerScreen)
    case account(AccountScreen)
}

extension AppDependencies {
    /// The model of a screen showing `route`, made by the route's feature module.
    ///
    /// Each module gets a client of its own destination type, scoped from the screen's
    /// app client, so whatever it pushes or presents lands where that screen lives.
    ///
    /// - Parameters:
    ///   - route: What the screen shows.
    ///   - client: The screen's client.
    @MainActor
    public func screen(for route: AppRoute, client: NavigationClient<AppRoute>) -> AppScreen {
        switch route {
        case .home(let destination):
            .home(
                HomeDestination.screen(destination, client: client.scope(AppRoute.home)) {
                    LibraryDestination.screen($0, client: $1, catalog: catalog, openWindow: libraryWindowOpener)
                })
        case .routine(let destination):
            .routine(RoutineDestination.screen(destination, client: client.scope(AppRoute.routine), plan: plan))
        case .library(let destination):
            .library(
                LibraryDestination.screen(
                    destination, client: client.scope(AppRoute.library), catalog: catalog,
                    openWindow: libraryWindowOpener))
        case .assets(let destination):
            .assets(
                AssetsDestination.screen(
                    destination, client: client.scope(AppRoute.assets, answering: AppRoute.fromAssets), store: assets))
        case .issues(let destination):
            .issues(IssuesDestination.screen(destination, client: client.scope(AppRoute.issues), tracker: issues))
        case .drinks(let destination):
            .drinks(DrinkTrackerDestination.screen(destination, client: client.scope(AppRoute.drinks), log: drinks))
        case .account(let destination):
            .account(AccountDestination.screen(destination, client: client.scope(AppRoute.account), session: account))
        }
    }
}
