#if canImport(UIKit) && !os(watchOS)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import UIKit

    /// Draws a navigator with tabs with UIKit: a `UITabBarController` with one
    /// `UINavigationController` per tab, and the layers and dialogs over the selected one.
    ///
    /// The UIKit counterpart of `NavigationTabContainer`. Every tap on the tab bar, the
    /// selected tab's included, goes to the navigator as the user's: a re-tap pops to the
    /// root as the navigator's policy says, a guard may refuse a tap, an action tab runs
    /// its action; the tab bar never selects a tab by itself.
    ///
    /// ```swift
    /// let tabs = NavigationTabBarController(
    ///     navigator: navigator,
    ///     tabItem: { tab in UITabBarItem(title: tab.title, image: nil, tag: 0) }
    /// ) { route, mode, client in
    ///     .view(AppDestinationView(route: route, mode: mode, client: client))
    /// }
    /// ```
    @MainActor
    public final class NavigationTabBarController<Route: Hashable & Sendable, Tab: Hashable & Sendable>:
        UITabBarController
    {
        /// The tab bar item of each tab, made the first time the tab is shown.
        private let tabItem: @MainActor (Tab) -> UITabBarItem
        private var itemsShown: Set<Tab> = []
        private var tabDelegate: TabBarDelegate?
        private let backend: ControllerBackend<Route, Tab>

        /// Creates the tab bar controller of a navigator with tabs.
        ///
        /// - Parameters:
        ///   - navigator: The navigator with tabs to draw; each tab's stack is drawn once
        ///     the tab is in its tab bar.
        ///   - navigationDelegate: The app's `UINavigationControllerDelegate` for every
        ///     tab's navigation controller; it hears each call after the backend.
        ///   - tabItem: Makes the tab bar item of a tab, once per tab.
        ///   - builder: Builds the controller or SwiftUI view of each route's screen.
        public init(
            navigator: Navigator<Route, Tab>,
            navigationDelegate: (any UINavigationControllerDelegate)? = nil,
            tabItem: @escaping @MainActor (Tab) -> UITabBarItem,
            builder: @escaping ScreenControllerBuilder<Route>
        ) {
            backend = ControllerBackend(navigator: navigator, navigationDelegate: navigationDelegate, builder: builder)
            self.tabItem = tabItem
            super.init(nibName: nil, bundle: nil)
            // Every tap goes to the navigator; the tab bar selects what the driver draws.
            let tabDelegate = TabBarDelegate { [weak self] controller in
                guard let self, let tab = backend.tab(of: controller) else { return }
                backend.drawing.userTappedTab(tab)
            }
            self.tabDelegate = tabDelegate
            delegate = tabDelegate
            backend.showTabs = { [weak self] tabs, selected in self?.show(tabs, selected: selected) }
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            backend.start(in: self)
        }

        override public func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            backend.drawing.rootDidAppear()
        }

        /// Shows the drawn tabs in their order and selects the drawn one.
        private func show(_ tabs: [(tab: Tab, controller: UINavigationController)], selected: Tab?) {
            for (tab, controller) in tabs where !itemsShown.contains(tab) {
                controller.tabBarItem = tabItem(tab)
                itemsShown.insert(tab)
            }
            let controllers = tabs.map(\.controller)
            if viewControllers ?? [] != controllers { setViewControllers(controllers, animated: false) }
            if let index = tabs.firstIndex(where: { $0.tab == selected }), selectedIndex != index {
                selectedIndex = index
            }
        }

        /// Not available: made in code only, since it needs its navigator.
        @available(*, unavailable)
        public required init?(coder: NSCoder) {
            nil
        }
    }
#endif
