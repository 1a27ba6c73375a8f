extension NavigationState {
    /// Shows a screen above the tabs.
    ///
    /// The root of a new stack there, or pushed on the one already up; only called with tabs.
    @inlinable
    mutating func showAboveTabs(
        _ route: Route, recording change: inout Change
    ) -> Events {
        // Presentations hang off the base stack, which is about to be covered or grow; a
        // layer over the app stays over the flow.
        let dismissed = dismissPresentationsOfBase(recording: &change)
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
    mutating func dismissAboveTabs(recording change: inout Change) -> Events {
        guard let above = aboveTabs else { return [] }
        let dismissed = dismissPresentationsOfBase(recording: &change)
        modifyTabs { $0._above = nil }
        change.stacks.append(.aboveTabs)
        change.depart(above.entries)
        change.tabsChanged = true
        return dismissed + change.report([.dismissedAboveTabs(above.root)])
    }

    /// Shows a screen above the tabs in an app without tabs: pushed on the flow while one
    /// is up, else on the base stack, where the flow then begins.
    ///
    /// The rule of tabs, with the base stack where the stack above them would be: what
    /// is presented is dismissed first, and the screen shows full height in every width
    /// (a split view's detail column, or its sidebar while it shows no detail; never
    /// inside a sheet, nor a sidebar a collapsed split view hides under its detail).
    @inlinable
    mutating func pushAboveTabs(
        _ route: Route, recording change: inout Change
    ) -> Events {
        let location = aboveTabsFlow?.location ?? baseLocation
        let dismissed = dismissPresentationsOfBase(recording: &change)
        let entry = makeEntry(route)
        modifyStack(at: location) { $0._path.append(entry) }
        if _aboveTabsFlowRoot == nil { _aboveTabsFlowRoot = entry.id }
        change.stacks.append(location)
        change.shown = entry.id
        return dismissed + change.report([.pushed(entry, onto: location)])
    }

    /// Gives the part of a stack a screen acts on a new root, when the flow shown above
    /// the tabs was pushed on that stack (an app without tabs); `nil` when it was not.
    ///
    /// For a screen of the flow (or no screen, when the flow is on top), the flow gets
    /// the new root, what covers it dismissed, as the stack above the tabs would. For a
    /// screen the flow hides, the screens below the flow are replaced out of sight, as
    /// the tab under the stack above the tabs would be.
    @inlinable
    mutating func setRoot(
        _ route: Route, inPartOf screen: EntryID?, at location: StackLocation<Tab>, recording change: inout Change
    ) -> Events? {
        guard let start = pushedFlowIndex(at: location) else { return nil }
        let index = screen.flatMap { position(of: $0)?.index } ?? start
        let root = makeEntry(route)
        change.shown = root.id
        change.stacks.append(location)
        guard index >= start else {
            modifyStack(at: location) { stack in
                change.depart([stack._root] + stack._path[..<(start - 1)])
                stack._root = root
                stack._path.removeSubrange(..<(start - 1))
            }
            return change.report([.stackReplaced(at: location)]) + followDetailRoot(at: location, recording: &change)
        }
        let dismissed = dismissPresentations(over: location, recording: &change)
        modifyStack(at: location) { stack in
            change.depart(Array(stack._path[(start - 1)...]))
            stack._path.replaceSubrange((start - 1)..., with: [root])
        }
        _aboveTabsFlowRoot = root.id
        return dismissed + change.report([.stackReplaced(at: location)])
    }
}
