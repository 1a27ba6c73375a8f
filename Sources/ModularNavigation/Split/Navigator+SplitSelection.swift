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
        guard let (tab, split) = current.namedSplit(tab), route != split.selection else { return }
        if route == nil, !split.hasContentColumn, let root = current.stack(at: .detailColumn(in: tab))?.root.id {
            propose(.dismiss(root), source: .user)
        } else {
            propose(.selectSidebar(route, in: tab), source: .user)
        }
    }

    /// A split view's content list wrote a selection; `nil` is going back from the
    /// detail root to the content list when collapsed.
    package func contentSelectionWritten(_ route: Route?, in tab: Tab? = nil) {
        guard let (tab, split) = current.namedSplit(tab), split.hasContentColumn, route != split.contentSelection
        else { return }
        if route == nil, let root = current.stack(at: .detailColumn(in: tab))?.root.id {
            propose(.dismiss(root), source: .user)
        } else {
            propose(.selectContent(route, in: tab), source: .user)
        }
    }
}
