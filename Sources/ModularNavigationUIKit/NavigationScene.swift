#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
    public import ModularNavigation
    public import UIKit

    /// One window's navigator for a `UIWindowScene`, through the app's
    /// `NavigationWindows`: the UIKit counterpart of `NavigationWindow`.
    ///
    /// Made in the scene delegate's `scene(_:willConnectTo:options:)`. The window keeps
    /// its identity and its archive in the scene's session (`UISceneSession.userInfo`),
    /// which UIKit keeps with the scene across launches, so each scene comes back showing
    /// its own navigation. Everything else is the windows owner's: which window a link
    /// opens in (``open(_:)``), which is frontmost (``sceneDidBecomeActive()``), and when a
    /// route opens a new window, which the scene shows by asking UIKit for a scene session.
    ///
    /// ```swift
    /// func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    ///     guard let scene = scene as? UIWindowScene else { return }
    ///     let navigation = NavigationScene(
    ///         session: session, options: options, in: AppWindows.shared, schemaVersion: 1,
    ///         fallback: NavigationState(root: .inbox))
    ///     self.navigation = navigation
    ///     let window = UIWindow(windowScene: scene)
    ///     window.rootViewController = NavigationRootViewController(navigator: navigation.navigator) { route, mode, client in
    ///         .view(AppDestinationView(route: route, mode: mode, client: client))
    ///     }
    ///     window.makeKeyAndVisible()
    ///     self.window = window
    /// }
    ///
    /// func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) { navigation?.open(contexts) }
    /// func sceneDidBecomeActive(_ scene: UIScene) { navigation?.sceneDidBecomeActive() }
    /// func sceneDidDisconnect(_ scene: UIScene) { navigation?.sceneDidDisconnect() }
    /// ```
    @MainActor
    public final class NavigationScene<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable> {
        /// The window this scene shows.
        public let window: NavigationWindowID
        /// The window's navigator, restored from the scene's session when it had one saved.
        public let navigator: Navigator<Route, Tab>
        private let windows: NavigationWindows<Route, Tab>

        /// The keys of the session's `userInfo` and the user activity that opens a window.
        private static var windowKey: String { "ModularNavigation.window" }
        private static var archiveKey: String { "ModularNavigation.archive" }

        /// Connects a scene to its window.
        ///
        /// - Parameters:
        ///   - session: The scene's session, which keeps the window's identity and archive.
        ///   - options: The connection options: a window the windows owner asked UIKit
        ///     to show, and links the scene opened with.
        ///   - windows: The app's windows owner.
        ///   - schemaVersion: The version the archive is written with and read against.
        ///   - fallback: The state of a window with nothing saved, or a saved archive
        ///     that cannot be read.
        ///   - migration: Maps routes of older schema versions.
        public init(
            session: UISceneSession,
            options: UIScene.ConnectionOptions,
            in windows: NavigationWindows<Route, Tab>,
            schemaVersion: Int,
            fallback: NavigationState<Route, Tab>,
            migration: RouteMigration<Route>? = nil
        ) {
            // A window the owner asked for names itself in the activity; a restored scene
            // in its session; a scene the user made is a new window.
            let requested = options.userActivities.lazy.compactMap { Self.windowID($0.userInfo?[Self.windowKey]) }.first
            let window = requested ?? Self.windowID(session.userInfo?[Self.windowKey]) ?? NavigationWindowID()
            self.window = window
            self.windows = windows
            var info = session.userInfo ?? [:]
            info[Self.windowKey] = window.description
            session.userInfo = info
            windows.supportsMultipleWindows = UIApplication.shared.supportsMultipleScenes
            windows.showWindow = { Self.show($0) }
            navigator = windows.connectScene(
                window, saved: session.userInfo?[Self.archiveKey] as? Data, schemaVersion: schemaVersion,
                fallback: fallback, migration: migration
            ) { [weak session] archive in
                var info = session?.userInfo ?? [:]
                info[Self.archiveKey] = archive
                session?.userInfo = info
            }
            open(options.urlContexts)
        }

        /// Opens links the scene received (`scene(_:openURLContexts:)`), in the window the
        /// windows owner's rule picks, which may be another scene's.
        public func open(_ contexts: Set<UIOpenURLContext>) {
            for context in contexts { windows.open(context.url) }
        }

        /// The scene became active (`sceneDidBecomeActive(_:)`): its window is frontmost.
        public func sceneDidBecomeActive() {
            try? windows.activateWindow(window)
        }

        /// UIKit let the scene go (`sceneDidDisconnect(_:)`): it stops saving, and the
        /// window stays open so that the scene may come back to it.
        public func sceneDidDisconnect() {
            windows.disconnectScene(window)
        }

        /// The user closed these scenes for good
        /// (`application(_:didDiscardSceneSessions:)`): their windows close.
        ///
        /// - Parameters:
        ///   - sessions: The discarded sessions.
        ///   - windows: The app's windows owner.
        public static func discard(_ sessions: Set<UISceneSession>, in windows: NavigationWindows<Route, Tab>) {
            for session in sessions {
                guard let window = windowID(session.userInfo?[windowKey]) else { continue }
                windows.disconnectScene(window)
                try? windows.closeWindow(window)
            }
        }

        /// Shows a window: its scene if one has it, else a new scene that connects to it.
        private static func show(_ window: NavigationWindowID) {
            let session = UIApplication.shared.openSessions.first { windowID($0.userInfo?[windowKey]) == window }
            let activity = NSUserActivity(activityType: windowKey)
            activity.userInfo = [windowKey: window.description]
            UIApplication.shared.requestSceneSessionActivation(
                session, userActivity: session == nil ? activity : nil, options: nil)
        }

        /// The window a session or an activity names; `nil` for none or a malformed one.
        private static func windowID(_ value: Any?) -> NavigationWindowID? {
            (value as? String).flatMap(UUID.init(uuidString:)).map(NavigationWindowID.init(uuid:))
        }
    }
#endif
