#if canImport(UIKit) && !os(watchOS)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import UIKit

    /// Draws a navigator with tabs with UIKit: a `UITabBarController` with one
    /// `UINavigationController` per tab, and the layers and dialogs over the selected one.
    ///
    /// The UIKit counterpart of `NavigationTabContainer`. Every tap on the tab bar, the
    /// selected tab's included, goes to the navigator as the user's: a re-tap pops to the
    /// root as the navigator's policy says and, at the root, scrolls the screen to its top
    /// (a view controller's first scroll view; a SwiftUI screen's `onScrollToTop`), a guard
    /// may refuse a tap, an action tab runs its action; the tab bar never selects a tab by
    /// itself. Tabs the user inserts, removes or reorders through the navigator are drawn
    /// in its order, each keeping its item and badge, and the stack above the tabs is
    /// presented over the whole tab bar controller, its root with a back button to the tabs.
    /// A tab that holds a split view is drawn by a ``NavigationSplitViewController`` of
    /// its own, its columns side by side or, in compact width, collapsed into one stack.
    ///
    /// ```swift
    /// navigator.tabActions[.compose] = .present(.composer, .sheet())
    /// navigator.actionTabSlots[.compose] = 1
    /// let tabs = NavigationTabBarController(
    ///     navigator: navigator,
    ///     tabItem: { tab in UITabBarItem(title: tab.title, image: nil, tag: 0) }
    /// ) { route, mode, client in
    ///     .view(AppDestinationView(route: route, mode: mode, client: client))
    /// }
    /// tabs.badges[.inbox] = 3
    /// ```
    @MainActor
    public final class NavigationTabBarController<Route: Hashable & Sendable, Tab: Hashable & Sendable>:
        UITabBarController
    {
        /// The tab bar item of each tab, made the first time the tab is shown.
        private let tabItem: @MainActor (Tab) -> UITabBarItem
        private var items: [Tab: UITabBarItem] = [:]
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
        ///   - content: Builds the content column's list for the sidebar's selection of a
        ///     tab's split view in three columns; a new selection gets a new list.
        public init(
            navigator: Navigator<Route, Tab>,
            navigationDelegate: (any UINavigationControllerDelegate)? = nil,
            tabItem: @escaping @MainActor (Tab) -> UITabBarItem,
            builder: @escaping ScreenControllerBuilder<Route>,
            content: @escaping @MainActor (Route) -> NavigationScreen = { _ in .controller(UIViewController()) }
        ) {
            backend = ControllerBackend(navigator: navigator, navigationDelegate: navigationDelegate, builder: builder)
            backend.contentBuilder = content
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

        /// The badge count of each tab, shown on its tab bar item; 0 or none shows no badge.
        ///
        /// A tab keeps its badge when the user moves it; an action tab may have one too.
        public var badges: [Tab: Int] {
            get { backend.drawing.badges }
            set { backend.drawing.badges = newValue }
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            backend.start(in: self)
        }

        override public func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            backend.drawing.rootDidAppear()
        }

        /// Shows the drawn items in their order with their badges, and selects the drawn tab.
        private func show(_ tabs: [(item: ControllerTabBar<Tab>.Item, controller: UIViewController)], selected: Tab?) {
            for (shown, controller) in tabs {
                let item = items[shown.tab] ?? tabItem(shown.tab)
                items[shown.tab] = item
                if controller.tabBarItem !== item { controller.tabBarItem = item }
                if item.badgeValue != shown.badge { item.badgeValue = shown.badge }
            }
            let controllers = tabs.map(\.controller)
            if viewControllers ?? [] != controllers { setViewControllers(controllers, animated: false) }
            if let index = tabs.firstIndex(where: { $0.item.tab == selected }), selectedIndex != index {
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
