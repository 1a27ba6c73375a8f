/// Turns a leniently read state into a valid one, measured against the app's fallback.
///
/// The rules, in order:
/// - Base: a saved stack restores into an app without tabs, saved tabs into an app
///   with tabs; anything else restores the fallback.
/// - Tabs: the restored state has exactly the fallback's tabs, in the fallback's order.
///   A saved tab the app no longer has is dropped; an app tab the saved state lacks
///   gets the fallback's stack for it. The saved selection is kept when its tab is;
///   otherwise the first tab is selected.
/// - Stacks: screens are kept from the root up to the first one that cannot be read. A
///   tab whose root cannot be read gets the fallback's stack for it.
/// - Presentations hang off the base stack as saved, so they are kept only while
///   everything below them is: a stack that lost screens, a reset selection or an
///   unreadable presentation drops every presentation above it.
/// - Identities: restored screens keep theirs; a missing, out-of-range or repeated one
///   is replaced, and screens taken from the fallback get new ones above all others.
/// - When no saved screen is kept, the result is `nil` and the caller uses the fallback.
struct RestoreBuilder<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable> {
    typealias State = NavigationState<Route, Tab>

    /// A stack about to be placed in the restored state.
    private struct Draft {
        var location: StackLocation<Tab>
        /// Root first; never empty.
        var entries: [SavedEntry<Route>]
        /// The style of a presented stack; `nil` for a base stack.
        var style: PresentationStyle?
        /// Taken from the fallback, so every screen gets a new identity.
        var isFromFallback: Bool
    }

    let fallback: State
    private(set) var issues: [RestoreIssue<Tab>] = []

    init(fallback: State) {
        self.fallback = fallback
    }

    /// The restored state, or `nil` when nothing saved can be kept.
    mutating func build(_ saved: SavedState<Route, Tab>) -> State? {
        let drafts: [Draft]
        let selectedIndex: Int?
        let baseIntact: Bool
        switch (saved.base, fallback.base) {
        case (.unreadable, _):
            issues.append(.corruptData)
            return nil
        case (.stack(let stack), .stack):
            let entries = read(stack, at: .main)
            guard !entries.isEmpty else { return nil }
            drafts = [Draft(location: .main, entries: entries, isFromFallback: false)]
            selectedIndex = nil
            baseIntact = stack.damage == nil
        case (.tabs(let items, let savedSelection), .tabs(let appTabs)):
            guard let tabs = tabDrafts(items, savedSelection: savedSelection, app: appTabs) else { return nil }
            drafts = tabs.drafts
            selectedIndex = tabs.selectedIndex
            baseIntact = tabs.intact
        case (.stack, .tabs), (.tabs, .stack), (_, .split):
            issues.append(.baseMismatch)
            return nil
        }
        let presented = presentationDrafts(saved.presentations, intact: baseIntact)
        return assemble(drafts + presented, selectedIndex: selectedIndex, savedNextID: saved.nextID)
    }

    // MARK: - Stacks

    /// The readable screens of a saved stack; reports where reading stopped.
    private mutating func read(_ stack: SavedStack<Route>, at location: StackLocation<Tab>) -> [SavedEntry<Route>] {
        if let damage = stack.damage {
            switch damage.kind {
            case .routeUndecodable: issues.append(.routeUndecodable(location: location, index: damage.index))
            case .corrupt: issues.append(.corruptStack(location: location, index: damage.index))
            }
        }
        return stack.entries
    }

    /// The fallback's stack as a draft whose screens will all get new identities.
    private func fallbackDraft(_ stack: NavigationStackState<Route>, at location: StackLocation<Tab>) -> Draft {
        Draft(
            location: location,
            entries: stack.entries.map { SavedEntry(id: nil, route: $0.route) },
            isFromFallback: true
        )
    }

    // MARK: - Tabs

    private mutating func tabDrafts(
        _ items: [SavedTabItem<Route, Tab>]?,
        savedSelection: Int?,
        app: NavigationTabs<Route, Tab>
    ) -> (drafts: [Draft], selectedIndex: Int, intact: Bool)? {
        guard let items, !items.isEmpty else {
            issues.append(.invalidTabs)
            return nil
        }
        // Which saved item each app tab restores from.
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
        let selectedTab = savedSelection.flatMap { index in
            items.indices.contains(index) ? items[index].tab.flatMap { kept[$0] == index ? $0 : nil } : nil
        }
        if selectedTab == nil {
            issues.append(.selectionReset(savedIndex: savedSelection))
        }

        var drafts: [Draft] = []
        var added: [Tab] = []
        var intact = selectedTab != nil
        for item in app.items {
            let location = StackLocation<Tab>.tab(item.tab)
            if let index = kept[item.tab] {
                let saved = items[index].stack
                let entries = read(saved, at: location)
                if item.tab == selectedTab, saved.damage != nil { intact = false }
                if !entries.isEmpty {
                    drafts.append(Draft(location: location, entries: entries, isFromFallback: false))
                    continue
                }
            } else {
                added.append(item.tab)
            }
            drafts.append(fallbackDraft(item.stack, at: location))
        }
        guard drafts.contains(where: { !$0.isFromFallback }) else { return nil }
        issues += added.map { .tabAdded($0) }
        return (drafts, selectedTab.flatMap { app.index(of: $0) } ?? 0, intact)
    }

    // MARK: - Presentations

    private mutating func presentationDrafts(_ saved: [SavedPresentation<Route>]?, intact: Bool) -> [Draft] {
        guard let saved else {
            issues.append(.corruptPresentation(level: 1))
            return []
        }
        var drafts: [Draft] = []
        var intact = intact
        for (offset, presentation) in saved.enumerated() {
            guard intact else { break }
            let level = offset + 1
            guard let style = presentation.style else {
                issues.append(.corruptPresentation(level: level))
                break
            }
            let entries = read(presentation.stack, at: .presented(level))
            guard !entries.isEmpty else { break }
            drafts.append(Draft(location: .presented(level), entries: entries, style: style, isFromFallback: false))
            intact = presentation.stack.damage == nil
        }
        if drafts.count < saved.count {
            issues.append(.presentationsDropped(count: saved.count - drafts.count))
        }
        return drafts
    }

    // MARK: - Identities and assembly

    private mutating func assemble(_ drafts: [Draft], selectedIndex: Int?, savedNextID: UInt64?) -> State {
        // Keep every saved identity that is readable, in range and not taken yet.
        var seen: Set<UInt64> = []
        var highest: UInt64?
        var needsNewID = drafts.map { draft in draft.entries.map { _ in draft.isFromFallback } }
        for (stackIndex, draft) in drafts.enumerated() where !draft.isFromFallback {
            for (index, entry) in draft.entries.enumerated() {
                guard let id = entry.id, id < EntryID.limit else {
                    issues.append(.invalidIdentity(location: draft.location, index: index))
                    needsNewID[stackIndex][index] = true
                    continue
                }
                guard seen.insert(id).inserted else {
                    issues.append(.duplicateIdentity(EntryID(rawValue: id)))
                    needsNewID[stackIndex][index] = true
                    continue
                }
                highest = max(highest ?? id, id)
            }
        }
        let required = highest.map { $0 + 1 } ?? 0
        var next = required
        if let savedNextID, savedNextID >= required, savedNextID <= EntryID.limit {
            next = savedNextID
        } else {
            issues.append(.invalidNextID(found: savedNextID))
        }

        var bases: [(location: StackLocation<Tab>, stack: NavigationStackState<Route>)] = []
        var presentations: [NavigationPresentation<Route>] = []
        for (stackIndex, draft) in drafts.enumerated() {
            var entries: [NavigationEntry<Route>] = []
            for (index, entry) in draft.entries.enumerated() {
                var id = entry.id ?? 0
                if needsNewID[stackIndex][index] {
                    id = next
                    next += 1
                }
                entries.append(NavigationEntry(id: EntryID(rawValue: id), route: entry.route))
            }
            guard let root = entries.first else { continue }
            let stack = NavigationStackState(root: root, path: Array(entries.dropFirst()))
            if let style = draft.style {
                presentations.append(NavigationPresentation(style: style, stack: stack))
            } else {
                bases.append((draft.location, stack))
            }
        }

        let base: State.Base
        if let selectedIndex {
            let items = bases.compactMap { base -> NavigationTabs<Route, Tab>.Item? in
                guard case .tab(let tab) = base.location else { return nil }
                return NavigationTabs.Item(tab: tab, stack: base.stack)
            }
            base = .tabs(NavigationTabs(items: items, selectedIndex: selectedIndex))
        } else if let stack = bases.first?.stack {
            base = .stack(stack)
        } else {
            return fallback
        }
        return State(base: base, presentations: presentations, nextID: next)
    }
}
