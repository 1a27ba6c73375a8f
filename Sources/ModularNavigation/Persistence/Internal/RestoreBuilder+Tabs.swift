extension RestoreBuilder {
    /// The saved tabs measured against the app's, or `nil` when none can be kept.
    ///
    /// The restored state has exactly the app's tabs, in the app's order. A saved tab
    /// the app no longer has is dropped; an app tab the saved state lacks, or whose saved
    /// root cannot be read, gets the fallback's stack for it. The saved selection is kept
    /// when its tab is; otherwise the first tab is selected and the saved presentations,
    /// which hung off the lost selection, are dropped. A stack saved above the tabs is
    /// kept up to its first unreadable screen, or dropped without its root; the
    /// presentations hung off it, so they are kept while it came back whole.
    mutating func tabsDraft(
        _ items: [SavedTabItem<Route, Tab>]?,
        savedSelection: Int?,
        above savedAbove: SavedStack<Route>?,
        app: NavigationTabs<Route, Tab>
    ) -> BaseDraft<Route, Tab>? {
        guard let items, !items.isEmpty else {
            issues.append(.invalidTabs)
            return nil
        }
        let kept = keptItems(items, app: app)
        let selectedTab = savedSelection.flatMap { index in
            items.indices.contains(index) ? items[index].tab.flatMap { kept[$0] == index ? $0 : nil } : nil
        }
        if selectedTab == nil {
            issues.append(.selectionReset(savedIndex: savedSelection))
        }

        var drafts: [StackDraft<Route, Tab>] = []
        var added: [Tab] = []
        var holdsPresentations = selectedTab != nil
        for item in app.items {
            let location = StackLocation<Tab>.tab(item.tab)
            if let index = kept[item.tab] {
                let saved = items[index].stack
                let entries = read(saved, at: location)
                if item.tab == selectedTab, saved.damage != nil { holdsPresentations = false }
                if let draft = StackDraft<Route, Tab>(location: location, entries: entries) {
                    drafts.append(draft)
                    continue
                }
            } else {
                added.append(item.tab)
            }
            drafts.append(StackDraft(fallback: item.stack, at: location))
        }
        if let savedAbove {
            let above = StackDraft<Route, Tab>(location: .aboveTabs, entries: read(savedAbove, at: .aboveTabs))
            if let above { drafts.append(above) }
            holdsPresentations = above != nil && savedAbove.damage == nil
        }
        guard drafts.contains(where: { !$0.isFromFallback }) else { return nil }
        issues += added.map { .tabAdded($0) }
        let selectedIndex = selectedTab.flatMap { app.index(of: $0) } ?? 0
        return BaseDraft(
            layout: .tabs(selectedIndex: selectedIndex), stacks: drafts, holdsPresentations: holdsPresentations)
    }

    /// Which saved item each app tab restores from; reports the saved tabs left out.
    private mutating func keptItems(_ items: [SavedTabItem<Route, Tab>], app: NavigationTabs<Route, Tab>) -> [Tab: Int]
    {
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
            guard app.index(of: tab) != nil else {
                issues.append(.tabRemoved(tab))
                continue
            }
            kept[tab] = index
        }
        return kept
    }
}
