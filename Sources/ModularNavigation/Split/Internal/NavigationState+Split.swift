// The rules of split views, the app's own and those inside tabs: one set for both. A
// split view is named by the tab that holds it, `nil` naming the app's.
extension NavigationState {
    /// The split view an action or a link that names `tab` (or no tab) acts on, named by
    /// the tab that holds it, `nil` for the app's own.
    ///
    /// A named tab must hold a split view. Without a name it is the app's split view, or
    /// else the selected tab's: the one the user sees.
    ///
    /// - Throws: ``NavigationError/unknownTab`` for a tab the app does not have (removed,
    ///   or no tabs at all), as every action naming a tab; ``NavigationError/notSplit``
    ///   when there is no such split view.
    @inlinable
    package func splitTab(named tab: Tab?) throws(NavigationError) -> Tab? {
        if let tab {
            // A removed tab is one error whichever verb names it: a client that kept it
            // learns the same thing from `selectTab` and from `selectSidebar(in:)`.
            guard case .some = tabs?.index(of: tab) else { throw .unknownTab }
            guard split(in: tab) != nil else { throw .notSplit }
            return tab
        }
        if split != nil { return nil }
        guard let selected = selectedTab, split(in: selected) != nil else { throw .notSplit }
        return selected
    }

    /// The split view an action naming `tab` acts on, with the tab that holds it (`nil`
    /// for the app's), or `nil` when there is none; ``splitTab(named:)`` without the
    /// error.
    @inlinable
    package func namedSplit(_ tab: Tab?) -> (tab: Tab?, split: NavigationSplit<Route>)? {
        do {
            let named = try splitTab(named: tab)
            return splitView(in: named).map { (named, $0) }
        } catch {
            return nil
        }
    }

    /// A split view by the tab that holds it, the app's for `nil`.
    @inlinable
    package func splitView(in tab: Tab?) -> NavigationSplit<Route>? {
        guard let tab else { return split }
        return split(in: tab)
    }

    /// The split view the user sees and can touch, with the tab that holds it (`nil` for
    /// the app's): the app's, or the selected tab's while no stack covers the tabs.
    package var shownSplit: (tab: Tab?, split: NavigationSplit<Route>)? {
        if let split { return (nil, split) }
        guard let tabs, tabs._above == nil, let split = tabs._items[tabs._selectedIndex].split else { return nil }
        return (tabs.selected, split)
    }

    /// The root of the detail column that closes on the way to `next`, its split view
    /// still shown: a cleared selection.
    ///
    /// The column's leaving is the one signal of that change in both widths: side by
    /// side the sidebar never left the screen, so nothing appears; collapsed, the
    /// detail is popped off it.
    @inlinable
    package func closingDetailRoot(toward next: NavigationState) -> EntryID? {
        if case .detail = baseLocation, case .sidebar = next.baseLocation { return baseStack.root.id }
        if case .tabDetail(let tab) = baseLocation, next.baseLocation == .tab(tab) { return baseStack.root.id }
        return nil
    }

    /// The list whose selection the back button of the shown split view clears when it is
    /// collapsed (iPhone, Slide Over) and shows its columns as one stack, with the tab
    /// that holds the split view; `nil` when that button is not on screen.
    ///
    /// From the detail root it is the list the detail came from (the content list in
    /// three columns, else the sidebar); from a three-column split view's content list,
    /// the sidebar. SwiftUI writes the `nil` itself; the headless host and the Testing
    /// gestures ask this one rule where the button is and what it writes.
    package var collapsedBack: (tab: Tab?, clears: SplitList)? {
        guard let (tab, split) = shownSplit, _presentations.isEmpty else { return nil }
        if let detail = stack(at: .detailColumn(in: tab)) {
            guard detail.depth == 0 else { return nil }
            return (tab, split.hasContentColumn ? .content : .sidebar)
        }
        guard split.hasContentColumn, split.selection != nil else { return nil }
        return (tab, .sidebar)
    }

    /// Whether the stack at a location is the sidebar column of the split view the user
    /// sees, which shows beside its detail.
    @inlinable
    func isShownSidebar(_ location: StackLocation<Tab>) -> Bool {
        switch location {
        case .sidebar:
            return split != nil
        case .tab(let tab):
            guard let tabs, tabs._above == nil, tabs.selected == tab else { return false }
            return tabs._items[tabs._selectedIndex].split != nil
        case .main, .detail, .presented, .aboveTabs, .tabDetail, .minimized:
            return false
        }
    }

    /// Sets a split view's selections and rebuilds its detail stack for them: a new
    /// selection shows a new detail, as a detail `NavigationStack` rebuilt for it does.
    ///
    /// What was presented is dismissed when it hung off this split view (the app's, or
    /// the selected tab's under no stack above the tabs); a split view in a background
    /// tab changes alone.
    @inlinable
    mutating func select(
        _ selection: Route?, content: Route?, in tab: Tab?, recording change: inout Change
    ) -> Events {
        let holdsPresentations =
            baseLocation == .sidebarColumn(in: tab) || baseLocation == .detailColumn(in: tab)
        let dismissed = holdsPresentations ? dismissPresentationsOfBase(recording: &change) : []
        let hasContentColumn = splitView(in: tab)?._hasContentColumn ?? false
        let content = hasContentColumn && selection != nil ? content : nil
        let root = (hasContentColumn ? content : selection).map { makeEntry($0) }
        modifySplit(in: tab) { split in
            if let old = split._detail { change.depart(old.entries) }
            split._selection = selection
            split._contentSelection = content
            split._detail = root.map { NavigationStackState(root: $0) }
        }
        change.stacks.append(.detailColumn(in: tab))
        change.splitChanged = true
        change.shown = root?.id
        return dismissed + change.report([.splitSelected(selection, content: content, in: tab)])
    }

    /// Going back from a detail column's root, as a collapsed split view's back button
    /// does: shows the column before it, the content list or the sidebar, by clearing
    /// the selection the detail showed; `nil` for a location that is no detail column.
    @inlinable
    mutating func goBack(
        fromDetailRootAt location: StackLocation<Tab>, recording change: inout Change
    ) -> Events? {
        let tab: Tab?
        switch location {
        case .detail: tab = nil
        case .tabDetail(let detailTab): tab = detailTab
        case .main, .tab, .sidebar, .presented, .aboveTabs, .minimized: return nil
        }
        guard let split = splitView(in: tab) else { return nil }
        return split._hasContentColumn && split._contentSelection != nil
            ? select(split._selection, content: nil, in: tab, recording: &change)
            : select(nil, content: nil, in: tab, recording: &change)
    }

    /// Keeps a split view's selection in step with its detail root after a change that
    /// replaced the stack at a location (a new root set by a screen or a link): the
    /// detail root is what is selected.
    @inlinable
    mutating func followDetailRoot(
        at location: StackLocation<Tab>, recording change: inout Change
    ) -> Events {
        let tab: Tab?
        switch location {
        case .detail: tab = nil
        case .tabDetail(let detailTab): tab = detailTab
        case .main, .tab, .sidebar, .presented, .aboveTabs, .minimized: return []
        }
        guard let split = splitView(in: tab), let root = split._detail?._root.route, root != split.detailRootRoute
        else { return [] }
        modifySplit(in: tab) { split in
            if split._hasContentColumn { split._contentSelection = root } else { split._selection = root }
        }
        change.splitChanged = true
        let now = splitView(in: tab)
        return change.report([.splitSelected(now?._selection, content: now?._contentSelection, in: tab)])
    }
}

extension StackLocation {
    /// The sidebar column of a split view: a tab's (the tab's own location), or the
    /// app's for `nil`.
    @inlinable
    package static func sidebarColumn(in tab: Tab?) -> StackLocation {
        guard let tab else { return .sidebar }
        return .tab(tab)
    }

    /// The detail column of a split view: a tab's, or the app's for `nil`.
    @inlinable
    package static func detailColumn(in tab: Tab?) -> StackLocation {
        guard let tab else { return .detail }
        return .tabDetail(tab)
    }
}

/// One of a split view's selection lists.
package enum SplitList: Hashable, Sendable {
    /// The sidebar's list.
    case sidebar
    /// The content column's list, in three columns.
    case content
}
