/// What a deep link should show, described against whatever the app shows now.
///
/// A target names the tab to select, the routes of the base stack, and the chain of
/// presentations over it. Applying it to a state (``NavigationState/navigate(to:policy:)``)
/// changes only what differs: screens whose routes stay in place keep their identity,
/// presentations that already show the right root stay up, and the rest is dismissed or
/// opened. Parts left `nil` are left as they are.
///
/// ```swift
/// // Select the assets tab and show the detail of asset 42 on its stack:
/// DeepLinkTarget<AppRoute, AppTab>.tab(.assets, path: [.assets(.detail(42))])
/// // …with the editor presented in a sheet over it:
///     .presenting(.assetEditor(42))
/// ```
public struct DeepLinkTarget<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// A presented stack the link should show.
    public struct Presentation: Hashable, Sendable {
        /// How the stack is presented.
        public var style: PresentationStyle
        /// The route of the presented stack's root.
        public var root: Route
        /// The routes pushed on the presented root, bottom first.
        public var path: [Route]

        /// Creates a presentation of a target.
        ///
        /// - Parameters:
        ///   - style: How the stack is presented.
        ///   - root: The route of the presented stack's root.
        ///   - path: The routes pushed on it, bottom first.
        public init(style: PresentationStyle, root: Route, path: [Route] = []) {
            self.style = style
            self.root = root
            self.path = path
        }
    }

    /// The routes of a base stack the link should show.
    public struct Stack: Hashable, Sendable {
        /// A new root route, or `nil` to keep the stack's root.
        public var root: Route?
        /// The routes pushed on the root, bottom first.
        public var path: [Route]

        /// Creates the routes of a base stack.
        ///
        /// - Parameters:
        ///   - root: A new root route, or `nil` to keep the root.
        ///   - path: The routes pushed on the root, bottom first.
        public init(root: Route? = nil, path: [Route]) {
            self.root = root
            self.path = path
        }
    }

    /// The tab to select, or `nil` to stay on the selected one (and for apps without tabs).
    public var tab: Tab?
    /// The item to select in a split view's sidebar, or `nil` to keep the selection.
    ///
    /// The base stack's routes then apply to the detail stack the selection shows.
    public var sidebarSelection: Route?
    /// The base stack's routes, or `nil` to leave the base stack as it is.
    public var stack: Stack?
    /// The presentations to show over the base stack, bottom first; empty dismisses all.
    public var presentations: [Presentation]
    /// The stack to show above the tabs, hiding the tab bar, or `nil` for none.
    ///
    /// With a stack here, ``tab`` and ``stack`` apply to the tabs underneath and the
    /// presentations hang off the stack above. Without one, a target that names a tab or
    /// a base stack leads into the tabs, so it dismisses a stack above them; a target
    /// that names neither leaves it up. In an app without tabs the routes are pushed on
    /// the base stack.
    public var aboveTabs: Stack?

    /// A target in a split view: selects an item in the sidebar and pushes `path` on
    /// the detail stack it shows.
    ///
    /// ```swift
    /// DeepLinkRoute("/shelves/:shelf/books/:book") { parameters in
    ///     .split(selecting: .library(.shelf(try parameters.value("shelf"))),
    ///            path: [.library(.book(try parameters.value("book")))])
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The sidebar item to select.
    ///   - path: Routes to push on the detail stack, bottom first.
    public static func split(selecting selection: Route, path: [Route] = []) -> Self {
        var target = DeepLinkTarget(stack: Stack(root: selection, path: path))
        target.sidebarSelection = selection
        return target
    }

    /// Creates a target.
    ///
    /// - Parameters:
    ///   - tab: The tab to select, or `nil` to keep the selection.
    ///   - stack: The base stack's routes, or `nil` to leave it.
    ///   - presentations: The presentations to show over it, bottom first.
    public init(tab: Tab? = nil, stack: Stack? = nil, presentations: [Presentation] = []) {
        self.tab = tab
        self.sidebarSelection = nil
        self.stack = stack
        self.presentations = presentations
        self.aboveTabs = nil
    }

    /// A target that shows a stack above the tabs, optionally over another tab.
    ///
    /// ```swift
    /// DeepLinkRoute("/checkout/:item") { parameters in
    ///     .aboveTabs(.checkout(.cart(try parameters.value("item"))))
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - root: The route of the stack's root; a stack already above the tabs with this
    ///     root keeps its screens that stay.
    ///   - path: The routes pushed on it, bottom first.
    ///   - tab: The tab to select underneath, or `nil` to keep the selection.
    public static func aboveTabs(_ root: Route, path: [Route] = [], tab: Tab? = nil) -> Self {
        var target = DeepLinkTarget(tab: tab)
        target.aboveTabs = Stack(root: root, path: path)
        return target
    }

    /// A target that selects a tab and sets the routes of its stack.
    ///
    /// - Parameters:
    ///   - tab: The tab to select.
    ///   - root: A new root for the tab's stack, or `nil` to keep it.
    ///   - path: The routes pushed on the root, bottom first.
    public static func tab(_ tab: Tab, root: Route? = nil, path: [Route] = []) -> Self {
        DeepLinkTarget(tab: tab, stack: Stack(root: root, path: path))
    }

    /// A target that sets the routes of the base stack, without touching the tab selection.
    ///
    /// - Parameters:
    ///   - root: A new root, or `nil` to keep it.
    ///   - path: The routes pushed on the root, bottom first.
    public static func stack(root: Route? = nil, path: [Route]) -> Self {
        DeepLinkTarget(stack: Stack(root: root, path: path))
    }

    /// A target that presents a stack over whatever the base shows now.
    ///
    /// - Parameters:
    ///   - root: The route of the presented stack's root.
    ///   - style: How the stack is presented.
    ///   - path: The routes pushed on the presented root.
    public static func present(_ root: Route, style: PresentationStyle = .sheet(), path: [Route] = []) -> Self {
        DeepLinkTarget(presentations: [Presentation(style: style, root: root, path: path)])
    }

    /// This target with one more presentation on top.
    ///
    /// - Parameters:
    ///   - root: The route of the presented stack's root.
    ///   - style: How the stack is presented.
    ///   - path: The routes pushed on the presented root.
    public func presenting(_ root: Route, style: PresentationStyle = .sheet(), path: [Route] = []) -> Self {
        var target = self
        target.presentations.append(Presentation(style: style, root: root, path: path))
        return target
    }
}
