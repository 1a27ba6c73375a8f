/// Turns a leniently read state into a valid one, measured against the app's fallback.
///
/// The base must be the fallback's kind (see `tabs(_:savedSelection:above:app:)` and
/// `split(_:app:in:)` for what each keeps). Stacks keep their screens up to the first
/// one that cannot be read; presentations hang off the base stack as saved, so they are
/// kept only while everything below them is. Restored screens keep their identities,
/// unless missing, out of range or repeated; screens taken from the fallback get new
/// ones above all others. When no saved screen is kept, the result is `nil` and the
/// caller uses the fallback.
struct RestoreBuilder<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable> {
    typealias State = NavigationState<Route, Tab>

    let fallback: State
    /// The problems met so far, in the order they were met.
    var issues: [RestoreIssue<Tab>] = []
    /// The stacks taken from the fallback, whose screens all get new identities.
    private var fromFallback: Set<StackLocation<Tab>> = []

    init(fallback: State) {
        self.fallback = fallback
    }

    /// The restored state, or `nil` when nothing saved can be kept.
    mutating func build(_ saved: SavedState<Route, Tab>) -> State? {
        guard let (base, holdsPresentations) = base(saved.base) else { return nil }
        let restored = State(
            base: base, presentations: presentations(saved.presentations, over: holdsPresentations), nextID: 0)
        let kept = restored.keepingAboveTabsFlow(saved.aboveTabsFlowRoot)
        if saved.aboveTabsFlowRoot != nil, kept._aboveTabsFlowRoot == nil { issues.append(.aboveTabsFlowDropped) }
        return settlingIdentities(of: kept, savedNextID: saved.nextID)
    }

    /// The base, and whether the stack the presentations hang off came back whole, with
    /// its saved selection: only then can the saved presentations hang off it again.
    private mutating func base(_ saved: SavedState<Route, Tab>.Base) -> (State.Base, holdsPresentations: Bool)? {
        switch (saved, fallback.base) {
        case (.unreadable, _):
            issues.append(.corruptData)
            return nil
        case (.stack(let savedStack), .stack):
            return stack(savedStack, at: .main).map { (State.Base.stack($0), savedStack.damage == nil) }
        case (.tabs(let items, let savedSelection, let above), .tabs(let app)):
            return tabs(items, savedSelection: savedSelection, above: above, app: app)
        case (.split(let savedSplit), .split(let app)):
            return split(savedSplit, app: app, in: nil).map { (State.Base.split($0.split), $0.holdsPresentations) }
        case (.stack, .tabs), (.stack, .split), (.tabs, .stack), (.tabs, .split), (.split, .stack), (.split, .tabs):
            issues.append(.baseMismatch)
            return nil
        }
    }

    /// The readable screens of a saved stack, or `nil` without its root; reports where
    /// reading stopped.
    mutating func stack(_ saved: SavedStack<Route>, at location: StackLocation<Tab>) -> NavigationStackState<Route>? {
        switch saved.damage {
        case nil: break
        case (let index, .routeUndecodable)?: issues.append(.routeUndecodable(location: location, index: index))
        case (let index, .corrupt)?: issues.append(.corruptStack(location: location, index: index))
        }
        guard let root = saved.entries.first else { return nil }
        return NavigationStackState(root: root, path: Array(saved.entries.dropFirst()))
    }

    private mutating func presentations(
        _ saved: [SavedPresentation<Route>]?,
        over holdsPresentations: Bool
    ) -> [NavigationPresentation<Route>] {
        guard let saved else {
            issues.append(.corruptPresentation(level: 1))
            return []
        }
        var restored: [NavigationPresentation<Route>] = []
        var intact = holdsPresentations
        for (offset, presentation) in saved.enumerated() {
            guard intact else { break }
            let level = offset + 1
            guard let style = presentation.style else {
                issues.append(.corruptPresentation(level: level))
                break
            }
            guard let restoredStack = stack(presentation.stack, at: .presented(level)) else { break }
            restored.append(NavigationPresentation(style: style, stack: restoredStack))
            intact = presentation.stack.damage == nil
        }
        if restored.count < saved.count { issues.append(.presentationsDropped(count: saved.count - restored.count)) }
        return restored
    }

    /// The state with every saved identity that is valid and first in the state's order
    /// kept, and new ones above them for the others and for every screen taken from the
    /// fallback; reports each saved identity replaced.
    private mutating func settlingIdentities(of state: State, savedNextID: UInt64?) -> State {
        // Base stacks first, then presentations: the state's order, in which the first
        // screen to claim a repeated identity keeps it.
        var kept: Set<EntryID> = []
        var keeps: [Bool] = []
        var lowestFree: UInt64 = 0
        for location in state.locations {
            guard let stack = state.stack(at: location) else { continue }
            guard !fromFallback.contains(location) else {
                keeps += repeatElement(false, count: stack.depth + 1)
                continue
            }
            for index in 0...stack.depth {
                let entry = index == 0 ? stack.root : stack.path[index - 1]
                let keep = entry.id.rawValue < EntryID.limit && kept.insert(entry.id).inserted
                if keep {
                    lowestFree = max(lowestFree, entry.id.rawValue + 1)
                } else if entry.id.rawValue >= EntryID.limit {
                    issues.append(.invalidIdentity(location: location, index: index))
                } else {
                    issues.append(.duplicateIdentity(entry.id))
                }
                keeps.append(keep)
            }
        }
        // The next identity leaves room below the limit for the screens that need one.
        let needed = UInt64(keeps.lazy.filter { !$0 }.count)
        var next = lowestFree
        if let savedNextID, savedNextID >= lowestFree, savedNextID <= EntryID.limit - needed {
            next = savedNextID
        } else {
            issues.append(.invalidNextID(found: savedNextID))
        }
        guard needed <= EntryID.limit - next else { return state.renumbering(state, from: 0) { _, _ in false } }
        // Usually every identity is kept, and only the next one is settled.
        guard needed > 0 else { return state.renumbering(state, from: next, at: []) { _, _ in true } }
        var verdicts = keeps.makeIterator()
        return state.renumbering(state, from: next) { _, _ in verdicts.next() ?? false }
    }
}

// MARK: - Tabs

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
    ///
    /// A tab that holds a split view restores from a split view saved for it with as many
    /// columns, with the same tolerance as the app's own split view; a tab saved in
    /// another layout (a stack where the app's tab holds a split view, or the reverse)
    /// gets the fallback's layout and screens for it, reported as
    /// ``RestoreIssue/tabLayoutChanged(_:)``.
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
        let kept = keptItems(items, app: app)
        let selectedTab = savedSelection.flatMap { index in
            items.indices.contains(index) ? items[index].tab.flatMap { kept[$0] == index ? $0 : nil } : nil
        }
        if selectedTab == nil { issues.append(.selectionReset(savedIndex: savedSelection)) }
        var restored: [NavigationTabs<Route, Tab>.Item] = []
        var added: [Tab] = []
        var keptAny = false
        var holdsPresentations = selectedTab != nil
        for item in app.items {
            if let index = kept[item.tab] {
                let isSelected = item.tab == selectedTab
                switch (items[index].content, item.split) {
                case (.stack(let saved), nil):
                    let restoredStack = stack(saved, at: .tab(item.tab))
                    if isSelected, saved.damage != nil { holdsPresentations = false }
                    if let restoredStack {
                        restored.append(NavigationTabs.Item(tab: item.tab, stack: restoredStack))
                        keptAny = true
                        continue
                    }
                case (.split(let saved?), let appSplit?):
                    if let columns = split(saved, app: appSplit, in: item.tab) {
                        if isSelected, !columns.holdsPresentations { holdsPresentations = false }
                        restored.append(NavigationTabs.Item(tab: item.tab, split: columns.split))
                        keptAny = true
                        continue
                    }
                case (.split(nil), _):
                    issues.append(.corruptStack(location: .tab(item.tab), index: 0))
                case (.stack, _?), (.split, nil):
                    issues.append(.tabLayoutChanged(item.tab))
                }
                if isSelected { holdsPresentations = false }
            } else {
                added.append(item.tab)
            }
            // The fallback's stack or split view for the tab, with new identities.
            restored.append(item)
            fromFallback.formUnion(item.locations)
        }
        let above = savedAbove.flatMap { stack($0, at: .aboveTabs) }
        if let savedAbove { holdsPresentations = above != nil && savedAbove.damage == nil }
        guard keptAny || above != nil else { return nil }
        issues += added.map { .tabAdded($0) }
        let selectedIndex = selectedTab.flatMap { app.index(of: $0) } ?? 0
        return (.tabs(NavigationTabs(items: restored, selectedIndex: selectedIndex, above: above)), holdsPresentations)
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
