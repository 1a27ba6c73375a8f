#if canImport(SwiftUI)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import SwiftUI

    /// A view that hands its content the lists of a navigator's split view, as
    /// `ScrollViewReader` hands its content a proxy.
    ///
    /// Bind the sidebar's `List(selection:)` to ``NavigationSplitProxy/sidebarSelection``,
    /// tagging each row with the route it opens, and a three-column split view's content
    /// list to ``NavigationSplitProxy/contentSelection``:
    ///
    /// ```swift
    /// NavigationSplitReader(navigator) { split in
    ///     List(shelves, selection: split.sidebarSelection) { shelf in
    ///         Text(shelf.name).tag(AppRoute.library(.shelf(shelf.id)))
    ///     }
    /// }
    /// ```
    ///
    /// Every write is the user's gesture, decided by the drawing machine's one rule for
    /// every binding write: a new item replaces the detail stack; `nil`, which a collapsed
    /// split view's back button writes, is going back from the detail root, a dismissal
    /// guards see as such; a write of the current selection changes nothing.
    @MainActor
    public struct NavigationSplitReader<Route: Hashable & Sendable, Tab: Hashable & Sendable, Content: View>: View {
        @Environment(\.drawingDriver) private var drawing
        private let navigator: Navigator<Route, Tab>
        private let tab: Tab?
        private let content: @MainActor (NavigationSplitProxy<Route, Tab>) -> Content

        /// Creates a reader of a navigator's split view.
        ///
        /// - Parameters:
        ///   - navigator: The navigator whose split view the lists select in.
        ///   - tab: The tab whose split view the lists belong to; `nil` for the app's
        ///     split view, or else the selected tab's.
        ///   - content: The views that draw the lists, given the proxy.
        public init(
            _ navigator: Navigator<Route, Tab>,
            in tab: Tab? = nil,
            @ViewBuilder content: @escaping @MainActor (NavigationSplitProxy<Route, Tab>) -> Content
        ) {
            self.navigator = navigator
            self.tab = tab
            self.content = content
        }

        public var body: some View {
            let driver = drawing?.driver() as? TransitionDriver<Route, Tab>
            content(
                NavigationSplitProxy(
                    navigator: navigator, driver: driver?.navigator === navigator ? driver : nil, tab: tab))
        }
    }

    /// The selections of a split view's lists, as a ``NavigationSplitReader`` hands them
    /// to the views that draw the lists.
    @MainActor
    public struct NavigationSplitProxy<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
        let navigator: Navigator<Route, Tab>
        /// The driver drawing the navigator; `nil` for a list drawn outside its root view.
        let driver: TransitionDriver<Route, Tab>?
        let tab: Tab?

        /// The sidebar's selection, for its `List(selection:)`.
        ///
        /// Reading it observes the selection alone, so a push in the detail does not
        /// redraw the list.
        public var sidebarSelection: Binding<Route?> { selection(of: .sidebar) }

        /// The content column's selection in a three-column split view, for its
        /// `List(selection:)`; `nil` is written by a collapsed split view's back button
        /// from the detail root.
        public var contentSelection: Binding<Route?> { selection(of: .content) }

        private func selection(of list: SplitList) -> Binding<Route?> {
            let (navigator, driver, tab) = (navigator, driver, tab)
            return Binding(
                get: {
                    guard let driver else {
                        return list == .sidebar
                            ? navigator.splitSelection(in: tab) : navigator.contentSelection(in: tab)
                    }
                    let drawn = driver.drawnSplit(in: tab)
                    return list == .sidebar ? drawn?.selection : drawn?.contentSelection
                },
                set: { route in
                    if let driver {
                        driver.selectionWritten(route, to: list, in: tab)
                    } else if let action = navigator.current.listAction(writing: route, to: list, in: tab) {
                        // Drawn outside the navigator's root view: no drawing to keep in step.
                        navigator.performAsUser(action)
                    }
                })
        }
    }

    /// How a view below a root view finds the driver drawing its navigator.
    struct DrawingDriverLookup {
        let driver: @MainActor () -> AnyObject?

        @MainActor
        init<Route, Tab>(_ driver: TransitionDriver<Route, Tab>) {
            self.driver = { [weak driver] in driver }
        }
    }

    extension EnvironmentValues {
        /// The driver of the root view above; `nil` outside a navigator's views.
        var drawingDriver: DrawingDriverLookup? {
            get { self[AdapterEnvironmentKey<DrawingDriverLookup>.self] }
            set { self[AdapterEnvironmentKey<DrawingDriverLookup>.self] = newValue }
        }
    }
#endif
