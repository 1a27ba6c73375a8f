extension TransitionDriver {
    /// The sidebar's list wrote a selection; a write of what is drawn changes nothing,
    /// anything else is an intent the navigator decides.
    package func sidebarSelectionWritten(_ route: Route?) {
        guard let split = splitSelection, route != split.selection else { return }
        navigator.sidebarSelectionWritten(route)
    }

    /// The content column's list wrote a selection.
    package func contentSelectionWritten(_ route: Route?) {
        guard let split = splitSelection, route != split.contentSelection else { return }
        navigator.contentSelectionWritten(route)
    }
}
