public import AccountFeature
public import AssetsFeature
public import DrinkTrackerFeature
import HomeFeature
public import IssuesFeature
public import LibraryFeature
import ModularNavigation
public import RoutineFeature

/// What the feature modules read and write, built once by the app.
@MainActor
public struct AppDependencies {
    public var catalog: LibraryCatalog
    public var plan: RoutinePlan
    public var assets: AssetStore
    public var issues: IssueTracker
    public var drinks: DrinkLog
    public var account: AccountSession
    /// Opens a route in a new window, where the app has windows (``ExampleWindows``).
    public var openWindow: (@MainActor (AppRoute) -> Void)?

    /// The dependencies the app ships with, or others for tests.
    public init(
        catalog: LibraryCatalog = .live,
        plan: RoutinePlan = .live,
        assets: AssetStore = .live,
        issues: IssueTracker = .live,
        drinks: DrinkLog = DrinkLog(),
        account: AccountSession = AccountSession()
    ) {
        self.catalog = catalog
        self.plan = plan
        self.assets = assets
        self.issues = issues
        self.drinks = drinks
        self.account = account
    }
}

extension AppDependencies {
    /// The window opener as the Library sees it: its own destinations, wrapped here.
    var libraryWindowOpener: LibraryWindowOpener? {
        guard let openWindow else { return nil }
        return { destination in openWindow(.library(destination)) }
    }
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
    func screen(for route: AppRoute, client: NavigationClient<AppRoute>) -> AppScreen {
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
