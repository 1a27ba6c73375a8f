extension Navigator {
    /// A split view's sidebar list wrote a selection: the user picked an item, or,
    /// collapsed (iPhone, Slide Over), went back from the detail to the sidebar, which
    /// SwiftUI reports by writing `nil`.
    ///
    /// Both are intents the core decides: a new item replaces the detail stack; `nil`
    /// is going back from the detail root, a dismissal guards see as such. A write of
    /// the current selection changes nothing. `tab` names the split view as
    /// ``NavigationAction/selectSidebar(_:in:)`` does: the app's is `nil`.
    package func sidebarSelectionWritten(_ route: Route?, in tab: Tab? = nil) {
        guard let action = action(writing: route, to: .sidebar, in: tab) else { return }
        propose(action, source: .user)
    }

    /// A split view's content list wrote a selection; `nil` is going back from the
    /// detail root to the content list when collapsed.
    package func contentSelectionWritten(_ route: Route?, in tab: Tab? = nil) {
        guard let action = action(writing: route, to: .content, in: tab) else { return }
        propose(action, source: .user)
    }

    /// Whether the back button of a collapsed split view, which writes `nil` to `list`,
    /// would apply: the rules and the guards accept what that write proposes.
    ///
    /// The headless host's tap and the SwiftUI adapter's back button both ask it, from
    /// the detail root and from a three-column split view's content list alike: a
    /// button a guard would refuse is hidden rather than tapped and bounced back.
    package func userMayGoBackCollapsed(clearing list: SplitList, in tab: Tab? = nil) -> Bool {
        guard let action = action(writing: nil, to: list, in: tab) else { return false }
        return wouldApply(action)
    }

    /// The action a list's write means, or `nil` when it changes nothing: going back
    /// from the detail root when `nil` closes the detail, else the new selection.
    private func action(writing route: Route?, to list: SplitList, in tab: Tab?) -> NavigationAction<Route, Tab>? {
        guard let (tab, split) = current.namedSplit(tab) else { return nil }
        let detailRoot = current.stack(at: .detailColumn(in: tab))?.root.id
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
