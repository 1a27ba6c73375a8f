/// Turns a leniently read state into a valid one, measured against the app's fallback.
///
/// The rules, in order:
/// - Base: a saved stack restores into an app without tabs, saved tabs into an app
///   with tabs, a saved split view into an app with a split view of as many columns;
///   anything else restores the fallback.
/// - Tabs: the restored state has exactly the fallback's tabs, in the fallback's order,
///   and the stack saved above them (see `RestoreBuilder+Tabs`).
/// - Split view: a selection that no longer decodes is cleared with what depends on it
///   (see `RestoreBuilder+Split`).
/// - Stacks: screens are kept from the root up to the first one that cannot be read. A
///   tab whose root cannot be read gets the fallback's stack for it; a stack above the
///   tabs whose root cannot be read is dropped, and the tabs show.
/// - Presentations hang off the base stack as saved, so they are kept only while
///   everything below them is: a stack that lost screens, a reset selection or an
///   unreadable presentation drops every presentation above it.
/// - Identities: restored screens keep theirs; a missing, out-of-range or repeated one
///   is replaced, and screens taken from the fallback get new ones above all others
///   (see `EntryRenumbering`).
/// - When no saved screen is kept, the result is `nil` and the caller uses the fallback.
struct RestoreBuilder<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable> {
    typealias State = NavigationState<Route, Tab>

    let fallback: State
    /// The problems met so far, in the order they were met.
    var issues: [RestoreIssue<Tab>] = []

    init(fallback: State) {
        self.fallback = fallback
    }

    /// The restored state, or `nil` when nothing saved can be kept.
    mutating func build(_ saved: SavedState<Route, Tab>) -> State? {
        guard let base = baseDraft(saved.base) else { return nil }
        let presentations = presentationDrafts(saved.presentations, over: base)
        return assemble(base, presentations: presentations, savedNextID: saved.nextID)
    }

    private mutating func baseDraft(_ saved: SavedState<Route, Tab>.Base) -> BaseDraft<Route, Tab>? {
        switch (saved, fallback.base) {
        case (.unreadable, _):
            issues.append(.corruptData)
            return nil
        case (.stack(let stack), .stack):
            guard let draft = StackDraft<Route, Tab>(location: .main, entries: read(stack, at: .main)) else {
                return nil
            }
            return BaseDraft(layout: .stack, stacks: [draft], holdsPresentations: stack.damage == nil)
        case (.tabs(let items, let savedSelection, let above), .tabs(let appTabs)):
            return tabsDraft(items, savedSelection: savedSelection, above: above, app: appTabs)
        case (.split(let split), .split(let appSplit)):
            return splitDraft(split, app: appSplit)
        case (.stack, .tabs), (.stack, .split), (.tabs, .stack), (.tabs, .split), (.split, .stack), (.split, .tabs):
            issues.append(.baseMismatch)
            return nil
        }
    }

    /// The readable screens of a saved stack; reports where reading stopped.
    mutating func read(_ stack: SavedStack<Route>, at location: StackLocation<Tab>) -> [SavedEntry<Route>] {
        if let damage = stack.damage {
            switch damage.kind {
            case .routeUndecodable: issues.append(.routeUndecodable(location: location, index: damage.index))
            case .corrupt: issues.append(.corruptStack(location: location, index: damage.index))
            }
        }
        return stack.entries
    }

    // MARK: - Presentations

    private mutating func presentationDrafts(
        _ saved: [SavedPresentation<Route>]?,
        over base: BaseDraft<Route, Tab>
    ) -> [StackDraft<Route, Tab>] {
        guard let saved else {
            issues.append(.corruptPresentation(level: 1))
            return []
        }
        var drafts: [StackDraft<Route, Tab>] = []
        var intact = base.holdsPresentations
        for (offset, presentation) in saved.enumerated() {
            guard intact else { break }
            let level = offset + 1
            guard let style = presentation.style else {
                issues.append(.corruptPresentation(level: level))
                break
            }
            let entries = read(presentation.stack, at: .presented(level))
            guard let draft = StackDraft<Route, Tab>(location: .presented(level), entries: entries, style: style)
            else { break }
            drafts.append(draft)
            intact = presentation.stack.damage == nil
        }
        if drafts.count < saved.count {
            issues.append(.presentationsDropped(count: saved.count - drafts.count))
        }
        return drafts
    }

    // MARK: - Identities and assembly

    private mutating func assemble(
        _ base: BaseDraft<Route, Tab>,
        presentations: [StackDraft<Route, Tab>],
        savedNextID: UInt64?
    ) -> State {
        // Base stacks first, then presentations: the restored state's order, in which
        // the first screen to claim a repeated identity keeps it.
        var drafts = base.stacks + presentations
        var renumbering = EntryRenumbering()
        for index in drafts.indices {
            drafts[index].keepIdentities(in: &renumbering, issues: &issues)
        }
        var ids = EntryAllocator(next: renumbering.lowestFree)
        if let savedNextID, renumbering.accepts(nextID: savedNextID) {
            ids.next = savedNextID
        } else {
            issues.append(.invalidNextID(found: savedNextID))
        }

        let built = drafts.map { $0.stack(newIdentitiesFrom: &ids) }
        guard let restoredBase = base.base(Array(built.prefix(base.stacks.count))) else { return fallback }
        let restoredPresentations = zip(drafts, built).compactMap { draft, stack in
            draft.style.map { NavigationPresentation(style: $0, stack: stack) }
        }
        return State(base: restoredBase, presentations: restoredPresentations, nextID: ids.next)
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
        var splits: [Tab: SplitSelections<Route>] = [:]
        var added: [Tab] = []
        var holdsPresentations = selectedTab != nil
        for item in app.items {
            let location = StackLocation<Tab>.tab(item.tab)
            if let index = kept[item.tab] {
                let isSelected = item.tab == selectedTab
                switch (items[index].content, item.split) {
                case (.stack(let saved), nil):
                    let entries = read(saved, at: location)
                    if isSelected, saved.damage != nil { holdsPresentations = false }
                    if let draft = StackDraft<Route, Tab>(location: location, entries: entries) {
                        drafts.append(draft)
                        continue
                    }
                case (.split(let saved?), let appSplit?):
                    if let columns = splitColumns(saved, app: appSplit, in: item.tab) {
                        if isSelected, !columns.holdsPresentations { holdsPresentations = false }
                        drafts += columns.stacks
                        splits[item.tab] = columns.selections
                        continue
                    }
                case (.split(nil), _):
                    issues.append(.corruptStack(location: location, index: 0))
                case (.stack, _?), (.split, nil):
                    issues.append(.tabLayoutChanged(item.tab))
                }
                if isSelected { holdsPresentations = false }
            } else {
                added.append(item.tab)
            }
            drafts += fallbackDrafts(for: item)
            if let split = item.split { splits[item.tab] = SplitSelections(split) }
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
            layout: .tabs(selectedIndex: selectedIndex, splits: splits), stacks: drafts,
            holdsPresentations: holdsPresentations)
    }

    /// The fallback's stacks of a tab the archive cannot fill: its stack, or its split
    /// view's columns.
    private func fallbackDrafts(for item: NavigationTabs<Route, Tab>.Item) -> [StackDraft<Route, Tab>] {
        let stack = StackDraft<Route, Tab>(fallback: item.stack, at: .tab(item.tab))
        guard let detail = item.split?.detail else { return [stack] }
        return [stack, StackDraft(fallback: detail, at: .tabDetail(item.tab))]
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
