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

    /// A split view's sidebar list wrote a selection, as SwiftUI's binding does: through
    /// the driver that draws the navigator; without one (a list drawn outside the root
    /// view), to the navigator's same rule directly.
    package func listWrote(sidebar route: Route?) {
        if let driver = drawingDriver {
            driver.sidebarSelectionWritten(route)
        } else {
            sidebarSelectionWritten(route)
        }
    }

    /// A split view's content list wrote a selection; see ``listWrote(sidebar:)``.
    package func listWrote(content route: Route?) {
        if let driver = drawingDriver {
            driver.contentSelectionWritten(route)
        } else {
            contentSelectionWritten(route)
        }
    }
}
