extension TransitionDriver {
    /// The sidebar's `List(selection:)` wrote a selection: the user picked an item, or,
    /// collapsed, went back from the detail to the sidebar (SwiftUI writes `nil`).
    ///
    /// Both are intents the core decides: a new item replaces the detail stack, `nil`
    /// is going back from the detail root. A write of what is drawn already changes
    /// nothing.
    package func sidebarSelectionWritten(_ route: Route?) {
        guard let split = splitSelection, route != split.selection else { return }
        if route == nil, let root = navigator.current.stack(at: .detail)?.root.id, !split.hasContentColumn {
            navigator.perform(.dismiss(root))
        } else {
            navigator.perform(.selectSidebar(route))
        }
    }

    /// The content column's list wrote a selection; `nil` is going back from the
    /// detail root to the content list when collapsed.
    package func contentSelectionWritten(_ route: Route?) {
        guard let split = splitSelection, split.hasContentColumn, route != split.contentSelection else { return }
        if route == nil, let root = navigator.current.stack(at: .detail)?.root.id {
            navigator.perform(.dismiss(root))
        } else {
            navigator.perform(.selectContent(route))
        }
    }
}
