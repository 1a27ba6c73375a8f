/// A saved split view as far as it could be read; ``RestoreBuilder/splitDraft(_:app:)``
/// decides what of it to keep.
struct SavedSplit<Route: Hashable & Sendable & Decodable> {
    var sidebar: SavedStack<Route>
    /// `nil` when nothing was selected.
    var selection: SavedRoute<Route>?
    /// `nil` when nothing was selected in the content column.
    var contentSelection: SavedRoute<Route>?
    /// `nil` when missing or not a Boolean.
    var hasContentColumn: Bool?
    /// `nil` when there was no detail stack.
    var detail: SavedStack<Route>?

    /// Reads the fields it can; `nil` only when the split view is not an object.
    init?(_ decoder: any Decoder, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else { return nil }
        sidebar = container.valueDecoder(forKey: .sidebar).map { SavedStack($0, routes: routes) } ?? .corrupt
        // A null selection is no selection, as the state's own decoder reads it.
        selection = container.presentValueDecoder(forKey: .selection).map { SavedRoute($0, routes: routes) }
        contentSelection = container.presentValueDecoder(forKey: .contentSelection).map {
            SavedRoute($0, routes: routes)
        }
        hasContentColumn = try? container.decode(Bool.self, forKey: .hasContentColumn)
        detail = container.presentValueDecoder(forKey: .detail).map { SavedStack($0, routes: routes) }
    }

    /// The selection the detail stack's root must show, as saved.
    var detailRootSelection: SavedRoute<Route>? {
        hasContentColumn == true ? contentSelection : selection
    }
}

/// A restored split view's selections, apart from its stacks, which are drafts until
/// identities are settled.
struct SplitSelections<Route: Hashable & Sendable> {
    var selection: Route?
    var contentSelection: Route?
    var hasContentColumn: Bool

    init(selection: Route?, contentSelection: Route?, hasContentColumn: Bool) {
        self.selection = selection
        self.contentSelection = contentSelection
        self.hasContentColumn = hasContentColumn
    }

    /// The selections of a split view of the fallback.
    init(_ split: NavigationSplit<Route>) {
        self.init(
            selection: split.selection, contentSelection: split.contentSelection,
            hasContentColumn: split.hasContentColumn)
    }

    /// The split view with its built stacks.
    func split(sidebar: NavigationStackState<Route>, detail: NavigationStackState<Route>?) -> NavigationSplit<Route> {
        NavigationSplit(
            sidebar: sidebar, selection: selection, hasContentColumn: hasContentColumn,
            contentSelection: contentSelection, detail: detail)
    }
}

/// What restores of a saved split view: its columns' drafts, sidebar first, and its
/// selections.
struct SplitColumnsDraft<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable> {
    var stacks: [StackDraft<Route, Tab>]
    var selections: SplitSelections<Route>
    /// Whether the stack the presentations hung off came back whole.
    var holdsPresentations: Bool
}

extension RestoreBuilder {
    /// The saved split view measured against the app's, or `nil` when none of it can be
    /// kept.
    mutating func splitDraft(_ saved: SavedSplit<Route>, app: NavigationSplit<Route>) -> BaseDraft<Route, Tab>? {
        guard let columns = splitColumns(saved, app: app, in: nil) else { return nil }
        return BaseDraft(
            layout: .split(columns.selections), stacks: columns.stacks,
            holdsPresentations: columns.holdsPresentations)
    }

    /// A saved split view, the app's (`tab` is `nil`) or a tab's, measured against the
    /// fallback's, or `nil` when none of it can be kept.
    ///
    /// - A split view whose parts contradict each other (a detail stack without the
    ///   selection it shows or the reverse, a detail root showing another route than the
    ///   selection, a content selection without a content column or a sidebar
    ///   selection) is corrupt: there is no telling which part is right. The app's is
    ///   ``RestoreIssue/corruptData``; a tab's, damage of the tab's stack from its root.
    /// - A saved layout with another number of columns than the app's is a base mismatch,
    ///   or for a tab ``RestoreIssue/tabLayoutChanged(_:)``.
    /// - The sidebar stack is kept up to its first unreadable screen; without its root,
    ///   nothing is kept.
    /// - A sidebar selection that no longer decodes clears itself, the content selection
    ///   and the detail stack; a content selection that no longer decodes clears itself
    ///   and the detail stack; a detail stack whose root no longer decodes clears itself
    ///   and the selection it shows. Each is reported once.
    /// - Presentations hang off the detail stack when one was saved, else off the
    ///   sidebar's; they are kept while that stack came back whole.
    mutating func splitColumns(
        _ saved: SavedSplit<Route>,
        app: NavigationSplit<Route>,
        in tab: Tab?
    ) -> SplitColumnsDraft<Route, Tab>? {
        let sidebarLocation = StackLocation<Tab>.sidebarColumn(in: tab)
        guard let hasContentColumn = saved.hasContentColumn, saved.isConsistent else {
            issues.append(tab == nil ? .corruptData : .corruptStack(location: sidebarLocation, index: 0))
            return nil
        }
        guard hasContentColumn == app.hasContentColumn else {
            issues.append(tab.map { .tabLayoutChanged($0) } ?? .baseMismatch)
            return nil
        }
        let sidebarEntries = read(saved.sidebar, at: sidebarLocation)
        guard let sidebar = StackDraft<Route, Tab>(location: sidebarLocation, entries: sidebarEntries) else {
            return nil
        }

        var selection: Route?
        var contentSelection: Route?
        var detail: StackDraft<Route, Tab>?
        switch saved.selection {
        case nil:
            break
        case .undecodable:
            issues.append(tab.map { .tabSelectionUndecodable($0) } ?? .selectionUndecodable)
        case .route(let route):
            selection = route
            switch saved.contentSelection {
            case nil: break
            case .undecodable:
                issues.append(tab.map { .tabContentSelectionUndecodable($0) } ?? .contentSelectionUndecodable)
            case .route(let route): contentSelection = route
            }
        }
        let detailRoot = hasContentColumn ? contentSelection : selection
        if detailRoot != nil, let savedDetail = saved.detail {
            let location = StackLocation<Tab>.detailColumn(in: tab)
            detail = StackDraft(location: location, entries: read(savedDetail, at: location))
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
        return SplitColumnsDraft(
            stacks: [sidebar] + (detail.map { [$0] } ?? []),
            selections: SplitSelections(
                selection: selection, contentSelection: contentSelection, hasContentColumn: hasContentColumn),
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
