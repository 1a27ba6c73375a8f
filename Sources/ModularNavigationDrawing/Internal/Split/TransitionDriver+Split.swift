package import ModularNavigation

extension TransitionDriver {
    /// A split view's list wrote a selection: a gesture, decided by the one rule of
    /// every binding write (``NavigationState/intent(for:drawn:policy:)``).
    ///
    /// The write is the user's newest intent, whatever is drawn: a write of what the
    /// state already holds changes nothing, and a write of the selection still drawn
    /// while one made by code waits to be drawn keeps the user's. (Compared with what was
    /// drawn, that tap was dropped and the code's selection drawn over it.) `tab` names
    /// the split view as ``NavigationAction/selectSidebar(_:in:)`` does; a split view
    /// that is not drawn takes no write.
    package func selectionWritten(_ route: Route?, to list: SplitList, in tab: Tab? = nil) {
        guard drawnSplit(in: tab) != nil else { return }
        userDidChange(.listSelected(route, in: list, of: tab))
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
