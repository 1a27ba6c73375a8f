// How saved tabs meet the app's: the one rule of a restored tab bar, its set and its order.
extension RestoreBuilder {
    /// The saved tabs measured against the app's, or `nil` when none can be kept.
    ///
    /// The restored state has the app's tabs (the fallback's), in the order the user
    /// saved them: the saved tabs the app still has keep their saved order, and each app
    /// tab the saved state lacks comes after the app tab before it in the fallback's order
    /// (first when there is none), reported as ``RestoreIssue/tabAdded(_:)``. A saved tab
    /// the app no longer has is dropped (``RestoreIssue/tabRemoved(_:)``); an app tab
    /// whose saved root cannot be read gets the fallback's stack for it. So every way the
    /// restored tabs differ from the saved ones is reported, and a tab bar the user only
    /// reordered comes back whole (``RestoreReport/Outcome/restored``). The saved selection
    /// is kept when its tab is; otherwise the first tab is selected and the saved
    /// presentations, which hung off the lost selection, are dropped. A stack saved above
    /// the tabs is kept up to its first unreadable screen, or dropped without its root; the
    /// presentations hung off it, so they are kept while it came back whole.
    ///
    /// A tab that holds a split view restores from a split view saved for it with as many
    /// columns, with the same tolerance as the app's own split view; a tab saved in
    /// another layout (a stack where the app's tab holds a split view, or the reverse)
    /// gets the fallback's layout and screens for it, reported as
    /// ``RestoreIssue/tabLayoutChanged(_:)``.
    ///
    /// With `keepsSavedTabs` (a log's states) the saved tabs are the restored ones, each
    /// in the layout saved for it, and the fallback adds none.
    mutating func tabs(
        _ items: [SavedTabItem<Route, Tab>]?,
        savedSelection: Int?,
        above savedAbove: SavedStack<Route>?,
        app: NavigationTabs<Route, Tab>
    ) -> (State.Base, holdsPresentations: Bool)? {
        guard let items, !items.isEmpty else {
            issues.append(.invalidTabs)
            return nil
        }
        var appItems: [Tab: NavigationTabs<Route, Tab>.Item] = [:]
        for item in app.items { appItems[item.tab] = item }
        let kept = keptItems(items, app: appItems)
        let selectedTab = savedSelection.flatMap { index in
            items.indices.contains(index) ? items[index].tab.flatMap { kept[$0] == index ? $0 : nil } : nil
        }
        if selectedTab == nil { issues.append(.selectionReset(savedIndex: savedSelection)) }
        var restored: [NavigationTabs<Route, Tab>.Item] = []
        var keptAny = false
        var holdsPresentations = selectedTab != nil
        let (order, added) = restoredOrder(items, kept: kept, app: app)
        for tab in order {
            let appItem = keepsSavedTabs ? nil : appItems[tab]
            if let index = kept[tab] {
                let isSelected = tab == selectedTab
                if let item = restoredItem(items[index].content, tab: tab, app: appItem) {
                    if isSelected, !item.holdsPresentations { holdsPresentations = false }
                    restored.append(item.item)
                    keptAny = true
                    continue
                }
                if isSelected { holdsPresentations = false }
            }
            // The fallback's stack or split view for the tab, with new identities.
            guard let appItem else { continue }
            restored.append(appItem)
            fromFallback.formUnion(appItem.locations)
        }
        let above = savedAbove.flatMap { stack($0, at: .aboveTabs) }
        if let savedAbove { holdsPresentations = above != nil && savedAbove.damage == nil }
        guard keptAny || above != nil, !restored.isEmpty else { return nil }
        issues += added.map { .tabAdded($0) }
        let selectedIndex = selectedTab.flatMap { tab in restored.firstIndex { $0.tab == tab } } ?? 0
        return (.tabs(NavigationTabs(items: restored, selectedIndex: selectedIndex, above: above)), holdsPresentations)
    }

    /// One saved tab's content, in the app's layout for it (`app`), or as saved when the
    /// tab is kept as saved; `nil` when none of it can be kept.
    private mutating func restoredItem(
        _ content: SavedTabItem<Route, Tab>.Content,
        tab: Tab,
        app: NavigationTabs<Route, Tab>.Item?
    ) -> (item: NavigationTabs<Route, Tab>.Item, holdsPresentations: Bool)? {
        switch (content, app) {
        case (.split(nil), _):
            issues.append(.corruptStack(location: .tab(tab), index: 0))
            return nil
        case (.stack(let saved), nil):
            return restoredStack(saved, tab: tab)
        case (.split(let saved?), nil):
            return restoredSplit(saved, columns: nil, tab: tab)
        case (.stack(let saved), let app?):
            guard app.split == nil else { break }
            return restoredStack(saved, tab: tab)
        case (.split(let saved?), let app?):
            guard let appSplit = app.split else { break }
            return restoredSplit(saved, columns: appSplit.hasContentColumn, tab: tab)
        }
        issues.append(.tabLayoutChanged(tab))
        return nil
    }

    private mutating func restoredStack(
        _ saved: SavedStack<Route>, tab: Tab
    ) -> (item: NavigationTabs<Route, Tab>.Item, holdsPresentations: Bool)? {
        stack(saved, at: .tab(tab)).map { (NavigationTabs.Item(tab: tab, stack: $0), saved.damage == nil) }
    }

    private mutating func restoredSplit(
        _ saved: SavedSplit<Route>, columns: Bool?, tab: Tab
    ) -> (item: NavigationTabs<Route, Tab>.Item, holdsPresentations: Bool)? {
        split(saved, columns: columns, in: tab).map {
            (NavigationTabs.Item(tab: tab, split: $0.split), $0.holdsPresentations)
        }
    }

    /// The restored tabs' order, and the app tabs added to the saved ones.
    ///
    /// The saved tabs kept, in their saved order, each followed by the app tabs the saved
    /// state lacks that come after it in the fallback's order; those before every kept
    /// tab come first. One pass each way, so a long tab list costs its length.
    private func restoredOrder(
        _ items: [SavedTabItem<Route, Tab>],
        kept: [Tab: Int],
        app: NavigationTabs<Route, Tab>
    ) -> (order: [Tab], added: [Tab]) {
        var savedOrder: [Tab] = []
        for (offset, item) in items.enumerated() {
            if let tab = item.tab, kept[tab] == offset { savedOrder.append(tab) }
        }
        guard !keepsSavedTabs else { return (savedOrder, []) }
        var added: [Tab] = []
        var leading: [Tab] = []
        var following: [Tab: [Tab]] = [:]
        var anchor: Tab?
        for item in app.items {
            if kept[item.tab] != nil {
                anchor = item.tab
                continue
            }
            // A tab the user hid stays hidden; only tabs the app added since come in.
            if hiddenTabs.contains(item.tab) { continue }
            added.append(item.tab)
            if let anchor { following[anchor, default: []].append(item.tab) } else { leading.append(item.tab) }
        }
        var order = leading
        for tab in savedOrder {
            order.append(tab)
            order += following[tab] ?? []
        }
        return (order, added)
    }

    /// Which saved item each kept tab restores from; reports the saved tabs left out.
    private mutating func keptItems(
        _ items: [SavedTabItem<Route, Tab>],
        app: [Tab: NavigationTabs<Route, Tab>.Item]
    ) -> [Tab: Int] {
        var kept: [Tab: Int] = [:]
        var seen: Set<Tab> = []
        for (index, item) in items.enumerated() {
            guard let tab = item.tab else {
                issues.append(.tabUndecodable(index: index))
                continue
            }
            guard seen.insert(tab).inserted else {
                issues.append(.duplicateTab(tab))
                continue
            }
            guard keepsSavedTabs || app[tab] != nil else {
                issues.append(.tabRemoved(tab))
                continue
            }
            kept[tab] = index
        }
        return kept
    }
}
