package import ModularNavigation

extension TransitionDriver {
    /// The sidebar's list wrote a selection.
    ///
    /// The write is the user's newest intent, whatever is drawn, and the navigator
    /// decides it against its state: a write of what the state already holds changes
    /// nothing, and a write of the selection still drawn while one made by code waits to
    /// be drawn keeps the user's. (Compared with what was drawn, that tap was dropped and
    /// the code's selection drawn over it.) `tab` names the split view as
    /// ``NavigationAction/selectSidebar(_:in:)`` does.
    package func sidebarSelectionWritten(_ route: Route?, in tab: Tab? = nil) {
        guard drawnSplit(in: tab) != nil else { return }
        navigator.sidebarSelectionWritten(route, in: tab)
    }

    /// The content column's list wrote a selection; decided as
    /// ``sidebarSelectionWritten(_:in:)`` is.
    package func contentSelectionWritten(_ route: Route?, in tab: Tab? = nil) {
        guard drawnSplit(in: tab) != nil else { return }
        navigator.contentSelectionWritten(route, in: tab)
    }

    /// Whether a collapsed split view's back button may go back, clearing `list`
    /// (``Navigator/userMayGoBackCollapsed(clearing:in:)``); hidden when not.
    package func allowsCollapsedBack(clearing list: SplitList, in tab: Tab? = nil) -> Bool {
        navigator.userMayGoBackCollapsed(clearing: list, in: tab)
    }

    /// The selections of a split view as drawn: a tab's, or for `nil` the app's, else
    /// the drawn tab's.
    package func drawnSplit(in tab: Tab?) -> DrawnSplit<Route>? {
        if let tab { return tabSplits[tab] }
        return appSplit ?? selectedTab.flatMap { tabSplits[$0] }
    }
}

extension Navigator {
    /// The driver that draws this navigator, through which the app's list bindings
    /// write, as every other SwiftUI binding does; `nil` while no view draws it.
    package var drawingDriver: TransitionDriver<Route, Tab>? {
        drawer as? TransitionDriver<Route, Tab>
    }

    /// A split view's sidebar list wrote a selection, as SwiftUI's binding does.
    ///
    /// The write goes through the driver that draws the navigator; without one (a list
    /// drawn outside the root view), to the navigator's same rule directly. `tab` names
    /// the split view as ``NavigationAction/selectSidebar(_:in:)`` does.
    package func listWrote(sidebar route: Route?, in tab: Tab? = nil) {
        if let driver = drawingDriver {
            driver.sidebarSelectionWritten(route, in: tab)
        } else {
            sidebarSelectionWritten(route, in: tab)
        }
    }

    /// A split view's content list wrote a selection; see ``listWrote(sidebar:in:)``.
    package func listWrote(content route: Route?, in tab: Tab? = nil) {
        if let driver = drawingDriver {
            driver.contentSelectionWritten(route, in: tab)
        } else {
            contentSelectionWritten(route, in: tab)
        }
    }
}
