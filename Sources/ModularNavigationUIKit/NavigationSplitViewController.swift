#if canImport(UIKit) && !os(watchOS)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import UIKit

    /// Draws a navigator whose state is a split view with UIKit: a `UISplitViewController`
    /// with the sidebar's stack, the content list of three columns and the detail stack in
    /// its columns, and the layers over the detail.
    ///
    /// The UIKit counterpart of `NavigationSplitRootView`. Selections are routes: the
    /// sidebar's list tells the controller of the user's pick with
    /// ``sidebarListSelected(_:)`` (the content list with ``contentListSelected(_:)``), and
    /// the navigator decides it, so a new row replaces the detail stack and guards hear the
    /// user. In compact width the split view collapses into one stack in its compact
    /// column (the sidebar, the content list, then the detail), and the back button there
    /// clears the selection the screen came from, as SwiftUI's collapsed back button does.
    ///
    /// A ``NavigationTabBarController`` draws each tab that holds a split view with one of
    /// these too, sharing its drawing: a tab's sidebar list reaches it through its
    /// `splitViewController`, and a SwiftUI list through `NavigationSplitReader(navigator, in: tab)`.
    ///
    /// ```swift
    /// let split = NavigationSplitViewController(navigator: navigator) { route, mode, client in
    ///     .view(AppDestinationView(route: route, mode: mode, client: client))
    /// } content: { mailbox in
    ///     .controller(MessageListViewController(mailbox: mailbox))
    /// }
    /// // From the sidebar's `tableView(_:didSelectRowAt:)`, with the row's route:
    /// split.sidebarListSelected(.mailbox(id))
    /// ```
    @MainActor
    public final class NavigationSplitViewController<Route: Hashable & Sendable, Tab: Hashable & Sendable>:
        UISplitViewController
    {
        /// Hears UIKit collapse and expand the columns.
        private var splitDelegate: SplitDelegate?
        private let backend: ControllerBackend<Route, Tab>
        /// The tab whose split view this draws, under the tab bar controller that owns the
        /// drawing; `nil` for the app's, whose drawing this controller owns.
        private let ownerTab: Tab?

        /// Creates the split view controller of a navigator whose state is a split view.
        ///
        /// The style follows the navigator's split view when it is made: three columns
        /// when it has a content column, else two.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw; its state is a split view.
        ///   - navigationDelegate: The app's `UINavigationControllerDelegate` for every
        ///     column's navigation controller; it hears each call after the backend.
        ///   - builder: Builds each screen, as a view controller or a SwiftUI view.
        ///   - content: Builds the content column's list for the sidebar's selection, in
        ///     three columns; a new selection gets a new list.
        public convenience init(
            navigator: Navigator<Route, Tab>,
            navigationDelegate: (any UINavigationControllerDelegate)? = nil,
            builder: @escaping ScreenControllerBuilder<Route>,
            content: @escaping @MainActor (Route) -> NavigationScreen = { _ in .controller(UIViewController()) }
        ) {
            let backend = ControllerBackend(
                navigator: navigator, navigationDelegate: navigationDelegate, builder: builder)
            backend.contentBuilder = content
            self.init(backend: backend, tab: nil, threeColumns: navigator.current.split?.hasContentColumn == true)
        }

        /// The split view controller of the app's split view, or of a tab's under the tab
        /// bar controller whose backend draws it.
        init(backend: ControllerBackend<Route, Tab>, tab: Tab?, threeColumns: Bool) {
            self.backend = backend
            self.ownerTab = tab
            super.init(style: threeColumns ? .tripleColumn : .doubleColumn)
            let splitDelegate = SplitDelegate { [weak self] collapsed in
                guard let self else { return }
                backend.drawing.splitDidCollapse(collapsed, in: self.ownerTab)
            }
            self.splitDelegate = splitDelegate
            delegate = splitDelegate
            backend.attach(self, in: ownerTab)
        }

        /// Not available: made in code only, since it needs its navigator.
        @available(*, unavailable)
        public required init?(coder: NSCoder) {
            nil
        }

        /// The sidebar's selection as drawn, for the sidebar list's highlight.
        public var sidebarSelection: Route? { backend.drawing.driver.drawnSplit(in: ownerTab)?.selection }

        /// The content list's selection as drawn, for its highlight.
        public var contentSelection: Route? { backend.drawing.driver.drawnSplit(in: ownerTab)?.contentSelection }

        /// The user picked a row of the sidebar's list, or (`nil`) cleared its selection.
        ///
        /// - Parameter route: The route the row opens, as the split view's selection.
        public func sidebarListSelected(_ route: Route?) {
            backend.drawing.userSelected(route, in: .sidebar, of: ownerTab)
        }

        /// The user picked a row of the content list of three columns, or cleared it.
        ///
        /// - Parameter route: The route the row opens in the detail.
        public func contentListSelected(_ route: Route?) {
            backend.drawing.userSelected(route, in: .content, of: ownerTab)
        }

        override public func viewDidLoad() {
            super.viewDidLoad()
            // A tab's split view is drawn by its tab bar controller, which started already.
            if ownerTab == nil { backend.start(in: self) }
        }

        override public func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            // The size class is known by now; the delegate reports each change after it.
            backend.drawing.splitDidCollapse(isCollapsed, in: ownerTab)
        }

        override public func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            if ownerTab == nil { backend.drawing.rootDidAppear() }
        }
    }

    /// The split view controller's delegate: UIKit collapsing into the compact column
    /// and spreading into columns again.
    @MainActor
    private final class SplitDelegate: NSObject, UISplitViewControllerDelegate {
        let collapsed: @MainActor (Bool) -> Void

        init(collapsed: @escaping @MainActor (Bool) -> Void) {
            self.collapsed = collapsed
        }

        func splitViewController(
            _ svc: UISplitViewController,
            topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column
        ) -> UISplitViewController.Column {
            .compact
        }

        func splitViewControllerDidCollapse(_ svc: UISplitViewController) {
            collapsed(true)
        }

        func splitViewControllerDidExpand(_ svc: UISplitViewController) {
            collapsed(false)
        }
    }
#endif
