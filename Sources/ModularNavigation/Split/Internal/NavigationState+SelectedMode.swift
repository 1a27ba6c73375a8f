extension NavigationState {
    /// The action that shows `route` in `mode` from a screen: the mode's own action, and
    /// for ``NavigationMode/selected`` the selection of the split view the screen is in.
    ///
    /// From a split view's sidebar column the route becomes the sidebar's selection; from
    /// its detail column, the content list's in three columns, else the sidebar's, so
    /// that the detail shows it. A screen in no split view's columns (a presented one, a
    /// tab with one stack, an app without a split view) pushes the route, and a screen
    /// that is gone makes a push the navigator reports as stale: the app's own actions
    /// (``NavigationAction/selectSidebar(_:in:)``, ``NavigationAction/selectContent(_:in:)``)
    /// are what guards, events and logs see.
    @usableFromInline
    package func action(
        showing route: Route, in mode: NavigationMode, from screen: EntryID?
    ) -> NavigationAction<Route, Tab> {
        guard case .selected = mode, let screen, let (location, _) = position(of: screen),
            let (tab, list) = selectionList(beside: location)
        else { return mode.action(route, from: screen) }
        switch list {
        case .sidebar: return .selectSidebar(route, in: tab)
        case .content: return .selectContent(route, in: tab)
        }
    }

    /// The list a selection from a split view's column writes, with the tab holding the
    /// split view (`nil` for the app's), or `nil` for a stack in no split view.
    private func selectionList(beside location: StackLocation<Tab>) -> (tab: Tab?, list: SplitList)? {
        switch location {
        case .sidebar where split != nil:
            return (nil, .sidebar)
        case .detail:
            guard let split else { return nil }
            return (nil, split.hasContentColumn ? .content : .sidebar)
        case .tab(let tab) where split(in: tab) != nil:
            return (tab, .sidebar)
        case .tabDetail(let tab):
            guard let split = split(in: tab) else { return nil }
            return (tab, split.hasContentColumn ? .content : .sidebar)
        default:
            return nil
        }
    }
}
