extension RestoreBuilder {
    /// The saved split view measured against the app's, or `nil` when none of it can be
    /// kept.
    ///
    /// - A split view whose parts contradict each other (a detail stack without the
    ///   selection it shows or the reverse, a detail root showing another route than the
    ///   selection, a content selection without a content column or a sidebar
    ///   selection) is corrupt: there is no telling which part is right.
    /// - A saved layout with another number of columns than the app's is a base mismatch.
    /// - The sidebar stack is kept up to its first unreadable screen; without its root,
    ///   nothing is kept.
    /// - A sidebar selection that no longer decodes clears itself, the content selection
    ///   and the detail stack; a content selection that no longer decodes clears itself
    ///   and the detail stack; a detail stack whose root no longer decodes clears itself
    ///   and the selection it shows. Each is reported once.
    /// - Presentations hang off the detail stack when one was saved, else off the
    ///   sidebar's; they are kept while that stack came back whole.
    mutating func splitDraft(_ saved: SavedSplit<Route>, app: NavigationSplit<Route>) -> BaseDraft<Route, Tab>? {
        guard let hasContentColumn = saved.hasContentColumn, saved.isConsistent else {
            issues.append(.corruptData)
            return nil
        }
        guard hasContentColumn == app.hasContentColumn else {
            issues.append(.baseMismatch)
            return nil
        }
        guard let sidebar = StackDraft<Route, Tab>(location: .sidebar, entries: read(saved.sidebar, at: .sidebar))
        else { return nil }

        var selection: Route?
        var contentSelection: Route?
        var detail: StackDraft<Route, Tab>?
        switch saved.selection {
        case nil:
            break
        case .undecodable:
            issues.append(.selectionUndecodable)
        case .route(let route):
            selection = route
            switch saved.contentSelection {
            case nil: break
            case .undecodable: issues.append(.contentSelectionUndecodable)
            case .route(let route): contentSelection = route
            }
        }
        let detailRoot = hasContentColumn ? contentSelection : selection
        if detailRoot != nil, let savedDetail = saved.detail {
            detail = StackDraft(location: .detail, entries: read(savedDetail, at: .detail))
            if detail == nil {
                // The detail stack goes whole, and with it the selection its root showed.
                if hasContentColumn { contentSelection = nil } else { selection = nil }
            }
        }

        // The presentations hung off the saved detail stack, or off the sidebar without one.
        let holdsPresentations =
            if let savedDetail = saved.detail {
                detail != nil && savedDetail.damage == nil
            } else {
                saved.sidebar.damage == nil
            }
        return BaseDraft(
            layout: .split(
                selection: selection, contentSelection: contentSelection, hasContentColumn: hasContentColumn),
            stacks: [sidebar] + (detail.map { [$0] } ?? []),
            holdsPresentations: holdsPresentations)
    }
}

extension SavedSplit {
    /// Whether the saved parts agree with each other, as far as they were read: a
    /// content selection only in a content column under a sidebar selection, a detail
    /// stack exactly while its column has a selection, its root showing that selection.
    fileprivate var isConsistent: Bool {
        if contentSelection != nil, hasContentColumn != true || selection == nil { return false }
        guard (detail != nil) == (detailRootSelection != nil) else { return false }
        if case .route(let shown) = detailRootSelection, let root = detail?.entries.first, root.route != shown {
            return false
        }
        return true
    }
}
