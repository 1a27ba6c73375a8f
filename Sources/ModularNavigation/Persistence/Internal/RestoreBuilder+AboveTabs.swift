extension RestoreBuilder {
    /// Puts a saved stack above the tabs back on a state this builder restored.
    ///
    /// The stack above the tabs is restored after the tabs and presentations, by the same
    /// rules and with the same pieces (`StackDraft`, `EntryRenumbering`):
    /// - screens are kept from the root up to the first one that cannot be read; a stack
    ///   whose root cannot be read is dropped, and the tabs show;
    /// - presentations hung off it, so a stack that lost screens drops every presentation;
    /// - restored screens keep their identities unless one is missing, out of range or
    ///   already taken by a screen of the tabs or presentations; the next identity is raised
    ///   above every kept one.
    mutating func attachAboveTabs(_ saved: SavedStack<Route>, to state: inout State) {
        guard state.tabs != nil else { return }
        let entries = read(saved, at: .aboveTabs)
        if saved.damage != nil, !state.presentations.isEmpty {
            issues.append(.presentationsDropped(count: state.presentations.count))
            state.presentations = []
        }
        guard var draft = StackDraft<Route, Tab>(location: .aboveTabs, entries: entries) else { return }

        // The restored state's identities are kept already: they claim theirs first.
        var renumbering = EntryRenumbering()
        for entry in state.entries { _ = renumbering.keep(entry.id.rawValue) }
        draft.keepIdentities(in: &renumbering, issues: &issues)
        var ids = EntryAllocator(next: state.nextID)
        if renumbering.lowestFree > ids.next {
            issues.append(.invalidNextID(found: ids.next))
            ids.next = renumbering.lowestFree
        }
        let above = draft.stack(newIdentitiesFrom: &ids)
        guard ids.next <= EntryID.limit else { return }
        state.modifyTabs { $0._above = above }
        state.nextID = ids.next
    }
}
