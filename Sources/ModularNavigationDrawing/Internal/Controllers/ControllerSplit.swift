package import ModularNavigation

/// What a split view controller shows: side by side, a column per stack; collapsed
/// (compact width), the one stack its columns read as, and the one call that draws it.
///
/// Side by side, the sidebar and detail stacks are drawn by a ``ControllerStack`` each
/// and the content column shows the list for the sidebar's selection. Collapsed, the
/// split view reads as one stack (``NavigationSplit``'s own reading): the sidebar's
/// screens, the content list of the selection in three columns, then the detail's
/// screens. UIKit's own collapsing moves controllers between navigation controllers
/// behind the backend's back, so the backend draws that stack in the split view
/// controller's compact column instead, with `setViewControllers`, and what the user
/// pops off it is a list write (``back(leaving:)``), as SwiftUI's collapsed back button
/// writes `nil`.
package struct ControllerSplit<Route: Hashable & Sendable>: Hashable, Sendable {
    /// One screen of the collapsed stack.
    package enum Item: Hashable, Sendable {
        /// A screen of the sidebar or (`inDetail`) the detail, at this place in its stack.
        case screen(NavigationEntry<Route>, index: Int, inDetail: Bool)
        /// The content column's list for this sidebar selection, in three columns.
        case list(Route)
    }

    /// What the columns show side by side.
    package struct Columns: Hashable, Sendable {
        /// Whether the split view is collapsed into its compact column.
        package let isCollapsed: Bool
        /// Whether the layout has a content column.
        package let hasContentColumn: Bool
        /// The sidebar selection the content column shows its list for, or `nil`.
        package let content: Route?
        /// Whether the detail column shows a stack; an empty column shows nothing.
        package let showsDetail: Bool
    }

    /// What the user's pop off the collapsed stack means.
    package enum Back: Hashable, Sendable {
        /// The list's selection is cleared: the user went back from the column it opened.
        case cleared(SplitList)
        /// The sidebar's path is now these screens.
        case sidebarPath([EntryID])
        /// The detail's path is now these screens.
        case detailPath([EntryID])
    }

    /// Whether UIKit shows the compact column.
    package private(set) var isCollapsed = false
    /// The collapsed stack UIKit holds, as last drawn or reported.
    package private(set) var shown: [Item] = []
    /// Whether a transition runs on the compact column's navigation controller.
    package private(set) var isMoving = false
    /// The columns last shown.
    var drawnColumns: Columns?
    /// The collapsed stack's top as last shown, and whether it offered going back.
    private var collapsedBack: CollapsedBack?

    private struct CollapsedBack: Hashable {
        let top: Item
        let allowed: Bool
    }

    /// Nothing drawn yet; side by side.
    package init() {}

    /// The screen on top of the collapsed stack UIKit holds, or `nil` under a list.
    package var topScreen: EntryID? {
        guard case .screen(let entry, _, _) = shown.last else { return nil }
        return entry.id
    }

    /// Whether this screen is the top of its column in the collapsed stack UIKit holds:
    /// the signal its step awaits, even where three columns' content list is over the
    /// sidebar's pushed screens.
    package func showsColumnTop(_ screen: EntryID) -> Bool {
        let columns = shown.compactMap { item -> (EntryID, Bool)? in
            if case .screen(let entry, _, let inDetail) = item { return (entry.id, inDetail) }
            return nil
        }
        guard let column = columns.first(where: { $0.0 == screen })?.1 else { return false }
        return columns.last(where: { $0.1 == column })?.0 == screen
    }

    /// Whether the collapsed stack UIKit holds has this screen.
    package func holds(_ screen: EntryID) -> Bool {
        shown.contains { if case .screen(let entry, _, _) = $0 { entry.id == screen } else { false } }
    }

    /// UIKit collapsed the split view (`true`) or spread it into columns: the compact
    /// column is drawn anew, once a transition still running on it ends.
    package mutating func collapse(_ collapsed: Bool) {
        isCollapsed = collapsed
        shown = []
        collapsedBack = nil
    }

    /// Whether the collapsed stack's top offers going back, when that is new to UIKit:
    /// `nil` when it shows so already.
    mutating func offersBack(on top: Item, _ allowed: Bool) -> Bool? {
        let back = CollapsedBack(top: top, allowed: allowed)
        guard collapsedBack != back else { return nil }
        collapsedBack = back
        return allowed
    }

    /// The collapsed stack of a split view: sidebar, content list, detail.
    package static func items(of split: NavigationSplit<Route>) -> [Item] {
        var items = split.sidebar.entries.enumerated().map { Item.screen($1, index: $0, inDetail: false) }
        if split.hasContentColumn, let selection = split.selection { items.append(.list(selection)) }
        items += (split.detail?.entries ?? []).enumerated().map { Item.screen($1, index: $0, inDetail: true) }
        return items
    }

    /// The items to set on the compact column's navigation controller, or `nil` when it
    /// holds them already or moves.
    package mutating func draw(_ items: [Item]) -> [Item]? {
        guard !isMoving, items != shown else { return nil }
        shown = items
        isMoving = true
        return items
    }

    /// The user started a transition on the compact column (its back button).
    package mutating func userTransitionBegan() {
        isMoving = true
    }

    /// The compact column's transition ended and it holds this many of the shown items.
    ///
    /// - Returns: What the user's pop means, when UIKit holds fewer; `nil` for a
    ///   transition the backend asked for, or a cancelled one.
    package mutating func transitionEnded(holding count: Int, of split: NavigationSplit<Route>?) -> Back? {
        isMoving = false
        guard count > 0, count < shown.count, let split else { return nil }
        let left = Array(shown[count...])
        shown.removeSubrange(count...)
        return Self.back(leaving: left, kept: shown, of: split)
    }

    /// What popping these items off the collapsed stack means: the detail's own screens
    /// are its path; its root (or, in three columns, the content list) leaving clears the
    /// list it came from; the sidebar's screens are its path.
    static func back(leaving left: [Item], kept: [Item], of split: NavigationSplit<Route>) -> Back? {
        let ids = kept.compactMap { item -> EntryID? in
            if case .screen(let entry, _, _) = item { return entry.id }
            return nil
        }
        if let detail = split.detail, let root = ids.firstIndex(of: detail.root.id) {
            return .detailPath(Array(ids[(root + 1)...]))
        }
        if left.contains(where: { if case .list = $0 { true } else { false } }) { return .cleared(.sidebar) }
        if left.contains(where: { if case .screen(_, 0, true) = $0 { true } else { false } }) {
            return .cleared(split.hasContentColumn ? .content : .sidebar)
        }
        return .sidebarPath(Array(ids.dropFirst()))
    }
}
