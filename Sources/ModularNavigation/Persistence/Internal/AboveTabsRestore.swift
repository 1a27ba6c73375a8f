/// Puts a saved stack above the tabs back on a state the `RestoreBuilder` restored.
///
/// The stack above the tabs came after the restore rules were written, so it is restored
/// on its own, after the tabs and presentations, by the same rules:
/// - screens are kept from the root up to the first one that cannot be read; a stack
///   whose root cannot be read is dropped, and the tabs show;
/// - presentations hung off it, so a stack that lost screens drops every presentation;
/// - restored screens keep their identities unless one is missing, out of range or
///   already taken by a screen of the tabs or presentations; the next identity is raised
///   above every kept one.
enum AboveTabsRestore<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable> {
    typealias State = NavigationState<Route, Tab>

    static func attach(_ saved: SavedStack<Route>, to state: inout State, issues: inout [RestoreIssue<Tab>]) {
        guard state.tabs != nil else { return }
        if let damage = saved.damage {
            switch damage.kind {
            case .routeUndecodable: issues.append(.routeUndecodable(location: .aboveTabs, index: damage.index))
            case .corrupt: issues.append(.corruptStack(location: .aboveTabs, index: damage.index))
            }
            if !state.presentations.isEmpty {
                issues.append(.presentationsDropped(count: state.presentations.count))
                state.presentations = []
            }
        }
        guard !saved.entries.isEmpty else { return }

        var used = Set(state.entries.map(\.id.rawValue))
        var kept: [UInt64?] = []
        for (index, entry) in saved.entries.enumerated() {
            guard let id = entry.id, id < EntryID.limit else {
                issues.append(.invalidIdentity(location: .aboveTabs, index: index))
                kept.append(nil)
                continue
            }
            guard used.insert(id).inserted else {
                issues.append(.duplicateIdentity(EntryID(rawValue: id)))
                kept.append(nil)
                continue
            }
            kept.append(id)
        }
        let required = kept.compactMap { $0 }.max().map { $0 + 1 } ?? 0
        var next = state.nextID
        if required > next {
            issues.append(.invalidNextID(found: next))
            next = required
        }
        var entries: [NavigationEntry<Route>] = []
        for (entry, id) in zip(saved.entries, kept) {
            let identity = id ?? next
            if id == nil { next += 1 }
            entries.append(NavigationEntry(id: EntryID(rawValue: identity), route: entry.route))
        }
        guard let root = entries.first, next <= EntryID.limit else { return }
        state.modifyTabs { $0._above = NavigationStackState(root: root, path: Array(entries.dropFirst())) }
        state.nextID = next
    }
}
