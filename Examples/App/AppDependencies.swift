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
