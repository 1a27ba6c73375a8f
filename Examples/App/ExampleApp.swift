import AccountFeature
public import DrinkTrackerFeature
public import ModularNavigation

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The example app without its UI: one navigator over five tabs, the composition of the
/// feature modules, deep links, persistence and analytics.
///
/// SwiftUI draws it with ``AppRootView``; the terminal demo prints it; the tests drive it.
/// Links (`open(_:)`), restoration (``launch(restoring:opening:layout:dependencies:)``)
/// and the app's own calls all reach the navigator through its one path, so the guard
/// that keeps the drink tracker's settings behind sign-in sees each of them.
@MainActor
public final class ExampleApp {
    /// The version of ``AppRoute`` and ``AppTab`` that archives are saved under.
    public static let schemaVersion = 1

    /// The app's only navigator.
    public let navigator: Navigator<AppRoute, AppTab>
    /// The feature modules' data.
    public let dependencies: AppDependencies
    /// Screen views and other analytics, read from the navigator's events.
    public let analytics: AppAnalytics

    /// Creates the app showing a state.
    ///
    /// - Parameters:
    ///   - state: What to show; the first tab's root on every tab by default.
    ///   - dependencies: The feature modules' data.
    public convenience init(
        state: NavigationState<AppRoute, AppTab> = ExampleApp.initialState, dependencies: AppDependencies
    ) {
        self.init(navigator: Navigator(state), dependencies: dependencies)
    }

    /// Creates the app around a navigator made elsewhere, such as a window's
    /// (``ExampleWindows``).
    ///
    /// - Parameters:
    ///   - navigator: The navigator to compose; its link table and guards are set here.
    ///   - dependencies: The feature modules' data.
    public init(navigator: Navigator<AppRoute, AppTab>, dependencies: AppDependencies) {
        self.navigator = navigator
        self.dependencies = dependencies
        self.analytics = AppAnalytics(navigator: navigator)
        // Every module's links, mounted under its tab. A table that does not build (two
        // modules claim the same URLs) is a programming error: it stops the first debug
        // run here, a test builds the table, and a release build reports it and launches.
        do {
            navigator.deepLinks = try Self.linkTable()
        } catch {
            assertionFailure("The app's deep-link table does not build: \(error)")
            analytics.record("deep links disabled: \(error)")
        }
        Self.requireSignIn(for: navigator, session: dependencies.account)
    }

    /// A fresh launch: every tab at its root, Home selected.
    public nonisolated static var initialState: NavigationState<AppRoute, AppTab> {
        // `AppTab` is a fixed enum whose cases include `.home`, so this cannot throw; a tab
        // list that comes from data (remote configuration) must handle `.invalidTabs`.
        try! NavigationState(selectedTab: .home, root: AppRoute.root(of:))
    }

    /// The app's link table, built once; a failure only if two modules claimed the same
    /// URLs, which a test rules out.
    public nonisolated static let links: Result<DeepLinkTable<DeepLinkTarget<AppRoute, AppTab>>, DeepLinkError> = {
        do throws(DeepLinkError) {
            return .success(try AppDeepLinks.table())
        } catch {
            return .failure(error)
        }
    }()

    /// The app's link table, or the error that kept it from building.
    nonisolated static func linkTable() throws(DeepLinkError) -> DeepLinkTable<DeepLinkTarget<AppRoute, AppTab>> {
        switch links {
        case .success(let table): return table
        case .failure(let error): throw error
        }
    }

    // MARK: - Screens

    /// The model of a screen in the state, made once per screen, as its view would make it.
    public func screen(for screen: EntryID) -> AppScreen? {
        let state = navigator.state
        guard let (location, index) = state.position(of: screen),
            let entry = state.stack(at: location)?.entries[index]
        else { return nil }
        let bound = sidebarTab(at: location, index: index).map { sidebarClient(in: $0, of: screen) } ?? client(screen)
        return dependencies.screen(for: entry.route, client: bound)
    }

    /// The model of the screen the user sees; in three columns with nothing picked,
    /// the content column's list (``contentScreen``).
    public var topScreen: AppScreen? {
        showsContentList ? contentScreen : screen(for: navigator.topStack.top.id)
    }

    /// The client bound to a screen, as the SwiftUI adapter hands it out.
    public func client(_ screen: EntryID) -> NavigationClient<AppRoute> {
        navigator.client(for: screen)
    }

    // MARK: - Guards

    /// The drink tracker's settings need an account.
    ///
    /// Whatever would show them (a tap, a link, a restored launch) presents the Account
    /// module's sign-in first, and shows them once sign-in finishes with `true`. If the
    /// user cancels sign-in, nothing else happens. Only the app knows both modules, so
    /// the rule lives here; neither module knows the other.
    static func requireSignIn(for navigator: Navigator<AppRoute, AppTab>, session: AccountSession) {
        navigator.addGuard { proposal in
            guard proposal.addedRoutes.contains(.drinks(.settings)), !session.isSignedIn else { return .allow }
            return .redirect(presenting: .account(.signIn), style: .sheet(), expecting: Bool.self) { $0 }
        }
    }

    // MARK: - Links

    /// Shows what a link points at; a bad link changes nothing.
    ///
    /// Before the UI attaches (a cold start) the link is queued, and the navigator
    /// applies it when the first screen of ``AppRootView`` has appeared or the demo first draws the app.
    ///
    /// - Returns: Whether the link opened, was queued, or a guard redirected or
    ///   cancelled it.
    /// - Throws: The link's ``DeepLinkError``; the state is unchanged.
    @discardableResult public func open(_ url: String) throws(DeepLinkError) -> DeepLinkOutcome {
        guard let link = URL(string: url) else { throw .malformedURL }
        return try open(link)
    }

    /// Shows what a link points at; a bad link changes nothing.
    ///
    /// - Returns: Whether the link opened, was queued, or a guard redirected or
    ///   cancelled it.
    /// - Throws: The link's ``DeepLinkError``; the state is unchanged.
    @discardableResult public func open(_ url: URL) throws(DeepLinkError) -> DeepLinkOutcome {
        let outcome = navigator.open(url)
        if let error = outcome.error { throw error }
        return outcome
    }

    /// The share link of a route in a tab, when its module gave it one.
    public func shareURL(for route: some Sendable) -> URL? {
        try? Self.linkTable().url(for: route)
    }

    // MARK: - Persistence

    /// The navigation state as an archive, for `SceneStorage` or a file.
    public func save() throws -> Data {
        try navigator.archived(schemaVersion: Self.schemaVersion)
    }

    /// Launches the app: restores what was saved (or starts fresh) into the layout the
    /// app runs in, then queues the link the app was launched with, if any, until the UI
    /// attaches.
    ///
    /// The restored state goes through the guards like any change; before the UI
    /// attaches it is adopted as saved, identities included. A state saved in another
    /// layout (the size class changed between launches) is adapted to this one with
    /// ``ExampleLayout/adapting(_:)``, and the analytics log it.
    ///
    /// - Parameters:
    ///   - data: The archive saved by the last run, if any.
    ///   - url: The link the app was launched with, if any.
    ///   - layout: The layout the app runs in now; its fresh state is the fallback.
    ///   - dependencies: The feature modules' data.
    /// - Returns: The app and what reading the saved state gave.
    public static func launch(
        restoring data: Data?,
        opening url: String? = nil,
        layout: ExampleLayout = .tabs,
        dependencies: AppDependencies
    ) -> (app: ExampleApp, restore: RestoreReport<AppRoute, AppTab>) {
        let app = ExampleApp(state: layout.initialState, dependencies: dependencies)
        let restored = app.restore(data, in: layout)
        if let url {
            // Queued: the navigator applies it once, when the UI attaches.
            _ = try? app.open(url)
        }
        return (app, restored)
    }

    // MARK: - Quick actions

    /// Handles a home-screen quick action: back to the tracker's main screen with
    /// nothing presented, then the action's screens, as one change.
    public func handle(_ quickAction: DrinkTrackerQuickAction) {
        var target = DeepLinkTarget<AppRoute, AppTab>.tab(.drinks, path: quickAction.path.map(AppRoute.drinks))
        if let (destination, style) = quickAction.presented {
            target = target.presenting(.drinks(destination), style: style)
        }
        var state = navigator.state
        do {
            try state.navigate(to: target)
            navigator.replaceState(state)
        } catch {
            analytics.record("quick action \(quickAction.rawValue) refused: \(error)")
        }
    }
}
