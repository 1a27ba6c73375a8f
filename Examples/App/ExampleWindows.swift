public import ModularNavigation

/// The example app with one navigator per window, as on iPadOS, macOS and visionOS.
///
/// Each window is a whole ``ExampleApp`` (its own navigator, links and sign-in guard) over
/// the same dependencies; ``windows`` decides which window is frontmost, where a link
/// goes, and where "open in new window" opens. A book on the Library's shelf opens in a
/// window of its own through it, though only the Library can name a book.
@MainActor
public final class ExampleWindows {
    /// The owner of every window's navigator.
    public let windows: NavigationWindows<AppRoute, AppTab>
    private let apps: AppsByWindow

    /// Creates the app with no window open.
    ///
    /// - Parameters:
    ///   - dependencies: The feature modules' data, shared by every window.
    ///   - supportsMultipleWindows: Whether the platform shows several windows at once.
    public init(dependencies: AppDependencies = AppDependencies(), supportsMultipleWindows: Bool = true) {
        let apps = AppsByWindow()
        let windows = NavigationWindows<AppRoute, AppTab>(
            supportsMultipleWindows: supportsMultipleWindows,
            newWindowState: ExampleWindows.state(showing:),
            prepare: { id, navigator in apps.prepare(id, navigator) }
        )
        var dependencies = dependencies
        dependencies.openWindow = { [weak windows] route in
            _ = try? windows?.openWindow(route)
        }
        apps.dependencies = dependencies
        windows.deepLinks = try? ExampleApp.linkTable()
        // A link goes to the window already showing its tab, if any.
        windows.linkRule = { target, windows in
            windows.first { $0.state.selectedTab == target.tab }?.id
        }
        windows.addEventObserver { event in
            if case .closed(let id) = event { apps.byWindow[id] = nil }
        }
        self.windows = windows
        self.apps = apps
    }

    /// The app of an open window: its navigator with the app's links, guards and screens.
    public func app(for window: NavigationWindowID) -> ExampleApp? {
        apps.byWindow[window]
    }

    /// A window opened for a route shows it on its module's tab, over that tab's root.
    public static func state(showing route: AppRoute) -> NavigationState<AppRoute, AppTab> {
        var state = ExampleApp.initialState
        let tab = tab(of: route)
        // A route of the app's own types on one of its tabs always applies.
        try? state.navigate(to: .tab(tab, path: route == AppRoute.root(of: tab) ? [] : [route]))
        return state
    }

    /// The tab that shows a module's screens.
    static func tab(of route: AppRoute) -> AppTab {
        switch route {
        case .home: .home
        case .routine: .routine
        case .library: .library
        case .assets, .issues: .assets
        case .drinks, .account: .drinks
        }
    }
}

/// Each window's app, made as the owner makes the window's navigator.
@MainActor
private final class AppsByWindow {
    var byWindow: [NavigationWindowID: ExampleApp] = [:]
    var dependencies = AppDependencies()

    func prepare(_ window: NavigationWindowID, _ navigator: Navigator<AppRoute, AppTab>) {
        byWindow[window] = ExampleApp(navigator: navigator, dependencies: dependencies)
    }
}
