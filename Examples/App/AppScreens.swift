import AccountFeature
import AssetsFeature
import DrinkTrackerFeature
public import ExampleInterfaces
import HomeFeature
import IssuesFeature
import LibraryFeature
public import ModularNavigation
import RoutineFeature

/// Makes the view model of any app route by delegating to the route's feature module.
///
/// Each module gets a client of its own destination type, scoped from the screen's app
/// client, so whatever it pushes or presents lands where that screen lives.
@MainActor
public struct AppScreens {
    private let home: ModelBuilder<HomeDestination>
    private let routine: ModelBuilder<RoutineDestination>
    private let library: ModelBuilder<LibraryDestination>
    private let assets: ModelBuilder<AssetsDestination>
    private let issues: ModelBuilder<IssuesDestination>
    private let drinks: ModelBuilder<DrinkTrackerDestination>
    private let account: ModelBuilder<AccountDestination>

    /// Creates the composition over the app's dependencies.
    public init(dependencies: AppDependencies) {
        let library = LibraryDestination.liveModels(
            catalog: dependencies.catalog, openWindow: dependencies.libraryWindowOpener)
        self.library = library
        self.home = HomeDestination.liveModels(library: library)
        self.routine = RoutineDestination.liveModels(plan: dependencies.plan)
        self.assets = AssetsDestination.liveModels(store: dependencies.assets)
        self.issues = IssuesDestination.liveModels(tracker: dependencies.issues)
        self.drinks = DrinkTrackerDestination.liveModels(log: dependencies.drinks)
        self.account = AccountDestination.liveModels(session: dependencies.account)
    }

    /// The model of a screen showing `route`.
    ///
    /// - Parameters:
    ///   - route: What the screen shows.
    ///   - mode: How it is shown.
    ///   - client: The screen's client.
    public func model(for route: AppRoute, mode: NavigationMode, client: NavigationClient<AppRoute>)
        -> any ScreenModel
    {
        switch route {
        case .home(let destination): home(destination, mode, client.scope(AppRoute.home))
        case .routine(let destination): routine(destination, mode, client.scope(AppRoute.routine))
        case .library(let destination): library(destination, mode, client.scope(AppRoute.library))
        case .assets(let destination):
            assets(destination, mode, client.scope(AppRoute.assets, answering: AppRoute.fromAssets))
        case .issues(let destination): issues(destination, mode, client.scope(AppRoute.issues))
        case .drinks(let destination): drinks(destination, mode, client.scope(AppRoute.drinks))
        case .account(let destination): account(destination, mode, client.scope(AppRoute.account))
        }
    }
}
