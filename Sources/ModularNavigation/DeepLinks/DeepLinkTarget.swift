/// What a deep link should show, described against whatever the app shows now.
///
/// A target names the tab to select, the routes of the base stack, and the chain of
/// presentations over it. Applying it to a state (``NavigationState/navigate(to:policy:)``)
/// changes only what differs: screens whose routes stay in place keep their identity,
/// presentations that already show the right root stay up, and the rest is dismissed or
/// opened. Parts left `nil` are left as they are.
///
/// A *relative* target names no place: it adds to whatever the user is looking at, as a
/// link tapped in a post does (``pushOnTop(_:)`` pushes on the visible stack, inside a
/// sheet if one is up; ``presentOnTop(_:style:path:)`` presents over the top). It keeps
/// the tab, the stacks and the presentations as they are.
///
/// ```swift
/// // Select the assets tab and show the detail of asset 42 on its stack:
/// DeepLinkTarget<AppRoute, AppTab>.tab(.assets, path: [.assets(.detail(42))])
/// // …with the editor presented in a sheet over it:
///     .presenting(.assetEditor(42))
/// ```
///
/// A target is built with its factories (``tab(_:root:path:)``, ``stack(root:path:)``,
/// ``present(_:style:path:)``, ``presenting(_:style:path:)``,
/// ``split(selecting:content:path:in:)``, ``aboveTabs(_:path:tab:)``, ``pushOnTop(_:)``,
/// ``presentOnTop(_:style:path:)``) and compared with `==`; its parts are the library's
/// to read. The one a link rule needs, the tab it selects, is ``tab``.
public struct DeepLinkTarget<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    // The parts are `package`: apps describe a target only through the factories, so the
    // parts can change shape without breaking them; the package's tests read them.

    /// The tab the target selects, or `nil` when it stays on the selected one (and in
    /// apps without tabs).
    ///
    /// What a link rule of ``NavigationWindows`` reads to pick the window showing that tab.
    public package(set) var tab: Tab?
    /// The split view's selections, or `nil` to keep them.
    @usableFromInline package var split: Split?
    /// What to add over the visible stack once the rest of the target is shown; `nil` for
    /// none.
    @usableFromInline package var onTop: OnTop?
    /// The base stack's routes, or `nil` to leave the base stack as it is.
    @usableFromInline package var stack: Stack?
    /// The presentations to show over the base stack, bottom first; empty dismisses all.
    @usableFromInline package var presentations: [Presentation]
    /// The stack to show above the tabs, hiding the tab bar, or `nil` for none.
    ///
    /// With a stack here, `tab` and `stack` apply to the tabs underneath and the
    /// presentations hang off the stack above. Without one, a target that names a tab or
    /// a base stack leads into the tabs, so it dismisses a stack above them; a target
    /// that names neither leaves it up. In an app without tabs the routes are pushed on
    /// the base stack, as a flow shown above the tabs.
    @usableFromInline package var aboveTabs: Stack?
    /// Whether the screen the target leaves on top must be a new one
    /// (``withFreshScreen()``).
    @usableFromInline package var showsFreshScreen = false

    /// A target in a split view: selects an item in the sidebar (and in a three-column
    /// layout one in the content column) and pushes `path` on the detail stack they show.
    ///
    /// ```swift
    /// DeepLinkRoute("/shelves/:shelf/books/:book") { parameters in
    ///     .split(selecting: .library(.shelf(try parameters.value("shelf"))),
    ///            path: [.library(.book(try parameters.value("book")))])
    /// }
    /// ```
    ///
    /// `.split(selecting: nil)` clears the selections and shows the sidebar alone. A
    /// content selection in a two-column layout is refused as ``NavigationError/notSplit``;
    /// a path with nothing selected to show it as ``NavigationError/unknownStack``.
    ///
    /// The split view is the app's, or a tab's: a link to a tab's split view names the
    /// tab, which it selects first. Without a tab, in an app with tabs, it is the
    /// selected tab's, as for ``NavigationAction/selectSidebar(_:in:)``. A tab with one
    /// stack is refused as ``NavigationError/notSplit``.
    ///
    /// ```swift
    /// DeepLinkRoute("/mail/:box/:message") { parameters in
    ///     .split(selecting: .mailbox(try parameters.value("box")),
    ///            path: [.message(try parameters.value("message"))], in: .mail)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - selection: The sidebar item to select, or `nil` for none.
    ///   - content: The content column's item in a three-column layout, or `nil` for none.
    ///   - path: Routes to push on the detail stack, bottom first.
    ///   - tab: The tab whose split view it is, or `nil` for the app's (or the
    ///     selected tab's).
    public static func split(
        selecting selection: Route?,
        content: Route? = nil,
        path: [Route] = [],
        in tab: Tab? = nil
    ) -> Self {
        var target = DeepLinkTarget(tab: tab)
        target.split = Split(selection: selection, contentSelection: content, detailPath: path)
        return target
    }

    /// A relative target that pushes routes on the stack the user is looking at: the
    /// topmost presentation's, or the base stack's (the selected tab's, the detail
    /// column's, the stack above the tabs).
    ///
    /// Nothing else changes: no tab is selected and nothing is dismissed. For links whose
    /// place is wherever the user is, such as an account or a tag tapped in a post.
    ///
    /// - Parameter routes: The routes to push, bottom first.
    public static func pushOnTop(_ routes: [Route]) -> Self {
        var target = DeepLinkTarget()
        target.onTop = .push(routes)
        return target
    }

    /// A relative target that presents a stack over the one the user is looking at,
    /// keeping what is presented already.
    ///
    /// - Parameters:
    ///   - root: The route of the presented stack's root.
    ///   - style: The presentation kind, with its options.
    ///   - path: The routes pushed on the presented root.
    public static func presentOnTop(_ root: Route, style: PresentationStyle = .sheet(), path: [Route] = []) -> Self {
        var target = DeepLinkTarget()
        target.onTop = .present(Presentation(style: style, root: root, path: path))
        return target
    }

    /// Whether the target names no place, only what goes on top: the presentations up
    /// now stay.
    @inlinable
    var isRelative: Bool {
        onTop != nil && tab == nil && split == nil && stack == nil && aboveTabs == nil && presentations.isEmpty
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
    ///     root keeps its screens that stay. In an app without tabs the routes are pushed
    ///     on the base stack as a flow shown above the tabs, whose first screen stands for
    ///     the stack: a link opened again changes only what differs above it.
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

    /// This target, showing its last screen as a new screen even where the state shows
    /// that route there already.
    ///
    /// A link keeps the screens whose routes stay in place (the rule of identity,
    /// ``NavigationState/navigate(to:policy:)``), so a link into the room already on
    /// screen leaves that screen, its view model and its scroll position as they are.
    /// When the link means "show it again from the start" (a notification for another
    /// event in that room), this option makes the screen on top once the link has opened
    /// a new one, with a new identity; the screens under it are kept as usual. A target
    /// whose last screen is new anyway changes nothing more.
    ///
    /// ```swift
    /// navigator.open(DeepLinkTarget.tab(.rooms, path: [.room(id)]).withFreshScreen())
    /// ```
    public func withFreshScreen() -> Self {
        var target = self
        target.showsFreshScreen = true
        return target
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
