/// A split view as a value, as `NavigationSplitView` draws it: a sidebar, the item
/// selected in it, an optional selection in a content column, and a detail stack.
///
/// The selections are routes of the app's own route type (a sidebar row is tagged with
/// the route it opens, such as `.library(.shelf(id))`), so that links, guards,
/// restoration and the printout see them as they see every other screen, and so that
/// ``NavigationState`` needs no third generic parameter. The detail stack exists
/// exactly while its column has something to show: its root shows the sidebar
/// selection in a two-column layout, the content selection in a three-column one.
/// Selecting another item replaces the
/// detail stack, as a detail `NavigationStack` rebuilt for a new selection does.
///
/// Collapsed into one stack (compact width), the same value reads as sidebar, then the
/// selected item, then the detail path: going back from the detail root clears the
/// selection and shows the sidebar again.
///
/// The app's state may be a split view, or a tab may hold one
/// (``NavigationTabs/Item/split``) while the other tabs keep stacks; the value and its
/// rules are the same, and a tab's split view collapses inside its tab the same way.
public struct NavigationSplit<Route: Hashable & Sendable>: Hashable, Sendable {
    // Stored under `_` names that `@inlinable` code reads and writes; the public names only
    // read, since the internal setter of a public property cannot be `@usableFromInline`.
    @usableFromInline var _sidebar: NavigationStackState<Route>
    /// The sidebar column's stack; its root is the sidebar screen.
    @inlinable public var sidebar: NavigationStackState<Route> { _sidebar }
    @usableFromInline var _selection: Route?
    /// The item selected in the sidebar, or `nil` when none is (the sidebar shows alone
    /// when collapsed).
    @inlinable public var selection: Route? { _selection }
    @usableFromInline var _contentSelection: Route?
    /// The item selected in the content column of a three-column layout, or `nil`.
    @inlinable public var contentSelection: Route? { _contentSelection }
    @usableFromInline var _hasContentColumn: Bool
    /// Whether the layout has a content column between the sidebar and the detail.
    @inlinable public var hasContentColumn: Bool { _hasContentColumn }
    @usableFromInline var _detail: NavigationStackState<Route>?
    /// The detail column's stack; `nil` exactly when nothing is selected.
    @inlinable public var detail: NavigationStackState<Route>? { _detail }

    /// The route the detail stack's root shows for the current selections.
    @inlinable
    public var detailRootRoute: Route? { _hasContentColumn ? _contentSelection : _selection }

    /// Whether the value keeps its promises: a detail stack exactly while its column has
    /// a selection to show, rooted at that route, and a content selection only in a
    /// three-column layout with a sidebar selection.
    var isValid: Bool {
        guard _contentSelection == nil || (_hasContentColumn && _selection != nil) else { return false }
        return _detail?.root.route == detailRootRoute
    }
}

extension NavigationSplit: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case _sidebar = "sidebar"
        case _selection = "selection"
        case _hasContentColumn = "hasContentColumn"
        case _contentSelection = "contentSelection"
        case _detail = "detail"
    }
}
