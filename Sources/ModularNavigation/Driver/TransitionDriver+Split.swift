extension TransitionDriver {
    /// The sidebar's list wrote a selection; a write of what is drawn changes nothing,
    /// anything else is the user's intent, which the navigator decides.
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

extension Navigator {
    /// The driver that draws this navigator, through which the app's list bindings
    /// write, as every other SwiftUI binding does; `nil` while no view draws it.
    package var drawingDriver: TransitionDriver<Route, Tab>? {
        drivers.lazy.compactMap(\.value).first
    }
}
