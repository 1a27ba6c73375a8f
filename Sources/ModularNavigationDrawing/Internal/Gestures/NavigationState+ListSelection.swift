package import ModularNavigation

extension NavigationState {
    /// What a split view's list writing a selection means, or `nil` when it changes
    /// nothing.
    ///
    /// The user picked an item, or, collapsed (iPhone, Slide Over), went back from the
    /// column the list opened, which SwiftUI reports by writing `nil`. A new item
    /// replaces the detail stack (``NavigationAction/selectSidebar(_:in:)``,
    /// ``NavigationAction/selectContent(_:in:)``); `nil` that closes the detail is going
    /// back from the detail root, a dismissal guards see as such. A write of the current
    /// selection changes nothing.
    ///
    /// - Parameters:
    ///   - route: The selection the list wrote.
    ///   - list: The list that wrote it.
    ///   - tab: The split view, named as ``NavigationAction/selectSidebar(_:in:)`` names it.
    package func listAction(writing route: Route?, to list: SplitList, in tab: Tab?) -> NavigationAction<Route, Tab>? {
        guard let (tab, split) = namedSplit(tab) else { return nil }
        let detailRoot = stack(at: .detailColumn(in: tab))?.root.id
        switch list {
        case .sidebar:
            guard route != split.selection else { return nil }
            if route == nil, !split.hasContentColumn, let detailRoot { return .dismiss(detailRoot) }
            return .selectSidebar(route, in: tab)
        case .content:
            guard split.hasContentColumn, route != split.contentSelection else { return nil }
            if route == nil, let detailRoot { return .dismiss(detailRoot) }
            return .selectContent(route, in: tab)
        }
    }
}

extension Navigator {
    /// Whether the back button of a collapsed split view, which writes `nil` to `list`,
    /// would apply: the rules and the guards accept what that write means.
    ///
    /// The headless host's tap and the SwiftUI adapter's back button both ask it, from
    /// the detail root and from a three-column split view's content list alike: a
    /// button a guard would refuse is hidden rather than tapped and bounced back.
    package func userMayGoBackCollapsed(clearing list: SplitList, in tab: Tab? = nil) -> Bool {
        guard let action = current.listAction(writing: nil, to: list, in: tab) else { return false }
        return wouldApply(action)
    }
}
