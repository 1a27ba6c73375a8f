#if canImport(UIKit) && !os(watchOS)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import UIKit

    /// Draws a navigator with UIKit: its stack in a `UINavigationController`, its
    /// sheets, covers and popovers as presented controllers, its dialogs as
    /// `UIAlertController`s.
    ///
    /// The UIKit counterpart of `NavigationRootView`, driven by the same drawing machine:
    /// several pushes in one change are one `setViewControllers`, a back swipe or the
    /// back button pops as the user's gesture (a guard that would refuse it hides the
    /// back button), a sheet the user swipes away is dismissed as the user's, and a guard
    /// that would refuse it keeps the sheet up. Given a navigator with tabs, use
    /// ``NavigationTabBarController``.
    ///
    /// ```swift
    /// let navigator = Navigator(root: AppRoute.inbox)
    /// window.rootViewController = NavigationRootViewController(navigator: navigator) { route, mode, client in
    ///     switch route {
    ///     case .inbox: .controller(InboxViewController(client: client))
    ///     case .message(let id): .view(MessageView(id: id))
    ///     }
    /// }
    /// ```
    @MainActor
    public final class NavigationRootViewController<Route: Hashable & Sendable, Tab: Hashable & Sendable>:
        UIViewController
    {
        private let backend: ControllerBackend<Route, Tab>

        /// Creates the root controller of a navigator.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw.
        ///   - navigationDelegate: A delegate of the app's that hears every
        ///     `UINavigationControllerDelegate` call of the drawn stacks (custom
        ///     transitions, orientations), after the backend.
        ///   - builder: Builds each screen, as a view controller or a SwiftUI view.
        public init(
            navigator: Navigator<Route, Tab>,
            navigationDelegate: (any UINavigationControllerDelegate)? = nil,
            builder: @escaping ScreenControllerBuilder<Route>
        ) {
            backend = ControllerBackend(navigator: navigator, navigationDelegate: navigationDelegate, builder: builder)
            super.init(nibName: nil, bundle: nil)
        }

        /// Not available: the root controller is made in code, with its navigator.
        @available(*, unavailable)
        public required init?(coder: NSCoder) {
            nil
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            backend.start(in: self)
            let stack = backend.navigationController(at: .main)
            addChild(stack)
            stack.view.frame = view.bounds
            stack.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            view.addSubview(stack.view)
            stack.didMove(toParent: self)
        }

        override public func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            backend.drawing.rootDidAppear()
        }
    }
#endif
