#if canImport(UIKit) && !os(watchOS)
    public import SwiftUI
    public import UIKit

    /// What a UIKit backend's builder returns for a screen: a view controller of the
    /// app's, or a SwiftUI view that the backend hosts.
    ///
    /// A SwiftUI view is hosted in a `UIHostingController` with the environment the
    /// SwiftUI adapter gives every screen it draws (`navigationClient`, `navigationMode`,
    /// the navigator), so a module's view does not know which backend draws it.
    ///
    /// ```swift
    /// let root = NavigationRootViewController(navigator: navigator) { route, mode, client in
    ///     switch route {
    ///     case .inbox: .controller(InboxViewController(client: client))
    ///     case .message(let id): .view(MessageView(id: id))
    ///     }
    /// }
    /// ```
    @MainActor
    public struct NavigationScreen {
        enum Content {
            case controller(UIViewController)
            case view(AnyView)
        }

        let content: Content

        /// A screen drawn by a view controller of the app's.
        ///
        /// The controller is pushed or presented as it is; give it the builder's client
        /// to navigate.
        ///
        /// - Parameter controller: The screen's controller, new for each call.
        public static func controller(_ controller: UIViewController) -> NavigationScreen {
            NavigationScreen(content: .controller(controller))
        }

        /// A screen drawn by a SwiftUI view, hosted in a `UIHostingController`.
        ///
        /// - Parameter view: The screen's view; it reads its client from the environment
        ///   as under the SwiftUI adapter.
        public static func view(_ view: some View) -> NavigationScreen {
            NavigationScreen(content: .view(AnyView(view)))
        }
    }

    /// Builds the screen of a route for the UIKit backend: the route, how the screen is
    /// shown, and the client bound to that screen.
    public typealias ScreenControllerBuilder<Route> =
        @MainActor (Route, NavigationMode, NavigationClient<Route>) -> NavigationScreen
#endif
