#if canImport(SwiftUI)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import SwiftUI

    /// Draws a navigator whose state is a split view in a `NavigationSplitView`: the
    /// sidebar screen in the sidebar column, the detail stack in the detail column, and
    /// the sheets and covers over the detail (over the sidebar while nothing is selected).
    ///
    /// The sidebar screen binds its `List(selection:)` to a ``NavigationSplitReader``'s
    /// ``NavigationSplitProxy/sidebarSelection``, tagging each row with the route it opens. Every write goes through the navigator's rules: a new item
    /// replaces the detail stack, and when the split view is collapsed (iPhone, Slide
    /// Over), the back button of the detail root writes `nil`, which the navigator takes
    /// as going back from that screen, so guards and events see it as such.
    ///
    /// ```swift
    /// NavigationSplitRootView(navigator: navigator) { route, mode, client in
    ///     AppDestinationView(route: route, mode: mode, client: client)
    /// }
    /// ```
    ///
    /// A state with a content column
    /// (``NavigationState/init(sidebar:selection:contentSelection:detailPath:)``) is drawn
    /// in three columns: the view made by `content` for the sidebar selection sits between
    /// the sidebar and the detail, and its `List(selection:)` binds to
    /// ``NavigationSplitProxy/contentSelection``; the detail stack's root shows the content
    /// selection.
    ///
    /// ```swift
    /// NavigationSplitRootView(navigator: navigator) { route, mode, client in
    ///     AppDestinationView(route: route, mode: mode, client: client)
    /// } content: { selection in
    ///     NavigationSplitReader(navigator) { split in
    ///         AppContentList(section: selection, selection: split.contentSelection)
    ///     }
    /// }
    /// ```
    ///
    /// A navigator with one stack or tabs draws nothing here; use ``NavigationRootView``
    /// or ``NavigationTabContainer``.
    ///
    /// Column visibility is view state, not navigation state: SwiftUI changes it itself
    /// as the size class and the sidebar button decide, and links, guards and restoration
    /// have nothing to say about it. The view keeps its own unless the app passes a
    /// binding, to show or hide the sidebar from code or keep the choice in
    /// `@SceneStorage`.
    @MainActor
    public struct NavigationSplitRootView<
        Route: Hashable & Sendable, Tab: Hashable & Sendable, Screen: View, Content: View
    >: View {
        private let navigator: Navigator<Route, Tab>
        @State private var ownColumnVisibility = NavigationSplitViewVisibility.automatic
        private let columnVisibility: Binding<NavigationSplitViewVisibility>?
        private let builder: DestinationBuilder<Route, Screen>
        private let content: @MainActor (Route) -> Content

        /// Creates a view that draws a navigator's split view in two columns, or in three
        /// with the content column drawn by `content`.
        ///
        /// The view keeps the navigator it was first created with.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw; its state is a split view.
        ///   - columnVisibility: Which columns show, when the app keeps it; `nil` lets
        ///     the view keep its own, starting at `.automatic`.
        ///   - builder: Builds the view of each screen, in the sidebar, the detail and
        ///     presentations.
        ///   - content: Builds the content column for the sidebar's selection, in a
        ///     three-column state; a new selection gets a new view.
        public init(
            navigator: Navigator<Route, Tab>,
            columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
            @ViewBuilder builder: @escaping DestinationBuilder<Route, Screen>,
            @ViewBuilder content: @escaping @MainActor (Route) -> Content
        ) {
            self.navigator = navigator
            self.columnVisibility = columnVisibility
            self.builder = builder
            self.content = content
        }

        public var body: some View {
            DriverRoot(navigator: navigator) { driver in
                if let split = driver.appSplit { columns(split, driver: driver) }
            }
        }

        private func columns(_ split: DrawnSplit<Route>, driver: TransitionDriver<Route, Tab>) -> some View {
            SplitColumns(
                driver: driver, split: split, tab: nil, sidebar: .sidebar, detail: .detail,
                columnVisibility: columnVisibility ?? $ownColumnVisibility, builder: builder, content: content)
        }
    }

    extension NavigationSplitRootView where Content == EmptyView {
        /// Creates a view that draws a navigator's split view in two columns.
        ///
        /// The view keeps the navigator it was first created with. A three-column state
        /// drawn this way shows an empty content column; pass `content` to draw it.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to draw; its state is a split view.
        ///   - columnVisibility: Which columns show, when the app keeps it; `nil` lets
        ///     the view keep its own, starting at `.automatic`.
        ///   - builder: Builds the view of each screen, in both columns and in presentations.
        public init(
            navigator: Navigator<Route, Tab>,
            columnVisibility: Binding<NavigationSplitViewVisibility>? = nil,
            @ViewBuilder builder: @escaping DestinationBuilder<Route, Screen>
        ) {
            self.init(navigator: navigator, columnVisibility: columnVisibility, builder: builder) { _ in EmptyView() }
        }
    }
#endif
