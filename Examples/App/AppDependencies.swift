public import AccountFeature
public import AssetsFeature
public import DrinkTrackerFeature
public import IssuesFeature
public import LibraryFeature
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
