extension NavigationState {
    /// Shows a screen above the tabs.
    ///
    /// The root of a new stack there, or pushed on the one already up; only called with tabs.
    @inlinable
    mutating func showAboveTabs(
        _ route: Route,
        recording change: inout NavigationChange<Route, Tab>
    ) -> [NavigationEvent<Route, Tab>] {
        // Presentations hang off the base stack, which is about to be covered or grow.
        let dismissed = dismissPresentations(from: 0, recording: &change)
        let entry = makeEntry(route)
        change.stacks.append(.aboveTabs)
        change.shown = entry.id
        if aboveTabs != nil {
            modifyStack(at: .aboveTabs) { $0._path.append(entry) }
            return dismissed + change.report([.pushed(entry, onto: .aboveTabs)])
        }
        modifyTabs { $0._above = NavigationStackState(root: entry) }
        change.tabsChanged = true
        return dismissed + change.report([.shownAboveTabs(entry)])
    }

    /// Removes the stack above the tabs with what is presented over it; the tabs show
    /// again as they were.
    @inlinable
    mutating func dismissAboveTabs(recording change: inout NavigationChange<Route, Tab>) -> [NavigationEvent<
        Route, Tab
    >] {
        guard let above = aboveTabs else { return [] }
        let dismissed = dismissPresentations(from: 0, recording: &change)
        modifyTabs { $0._above = nil }
        change.stacks.append(.aboveTabs)
        change.depart(above.entries)
        change.tabsChanged = true
        return dismissed + change.report([.dismissedAboveTabs(above.root)])
    }

    /// Whether the stack at a location is the selected tab's (or a column of its split
    /// view), hidden by a stack above the tabs.
    @inlinable
    func isCoveredAboveTabs(_ location: StackLocation<Tab>) -> Bool {
        guard let tabs, tabs._above != nil else { return false }
        switch location {
        case .tab(let tab), .tabDetail(let tab): return tab == tabs.selected
        case .main, .sidebar, .detail, .presented, .aboveTabs: return false
        }
    }

    /// Removes the stack above the tabs when it hides the stack at a location, so that a
    /// screen there can become the visible top again.
    @inlinable
    mutating func uncover(
        _ location: StackLocation<Tab>,
        recording change: inout NavigationChange<Route, Tab>
    ) -> [NavigationEvent<Route, Tab>] {
        isCoveredAboveTabs(location) ? dismissAboveTabs(recording: &change) : []
    }
}
