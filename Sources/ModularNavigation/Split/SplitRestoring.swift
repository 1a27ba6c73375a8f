/// A saved split view as far as it could be read; `RestoreBuilder.split(_:app:in:)`
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

/// A saved route as read: the app's route, or the fact that it no longer decodes.
enum SavedRoute<Route: Hashable & Sendable & Decodable> {
    case route(Route)
    case undecodable

    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        self = routes.route(decoder).map(Self.route) ?? .undecodable
    }
}

extension RestoreBuilder {
    /// A saved split view, the app's (`tab` is `nil`) or a tab's, measured against the
    /// fallback's, or `nil` when none of it can be kept; with whether the stack the
    /// presentations hung off came back whole.
    ///
    /// - A split view whose parts contradict each other (a detail stack without the
    ///   selection it shows or the reverse, a detail root showing another route than the
    ///   selection, a content selection without a content column or a sidebar
    ///   selection) is corrupt: there is no telling which part is right. The app's is
    ///   ``RestoreIssue/corruptData``; a tab's, damage of the tab's stack from its root.
    /// - A saved layout with another number of columns than the app's
    ///   (`appHasContentColumn`, `nil` for a tab kept as saved) is a base mismatch, or for
    ///   a tab ``RestoreIssue/tabLayoutChanged(_:)``.
    /// - The sidebar stack is kept up to its first unreadable screen; without its root,
    ///   nothing is kept.
    /// - A sidebar selection that no longer decodes clears itself, the content selection
    ///   and the detail stack; a content selection that no longer decodes clears itself
    ///   and the detail stack; a detail stack whose root no longer decodes clears itself
    ///   and the selection it shows. Each is reported once.
    /// - Presentations hang off the detail stack when one was saved, else off the
    ///   sidebar's; they are kept while that stack came back whole.
    mutating func split(
        _ saved: SavedSplit<Route>,
        columns appHasContentColumn: Bool?,
        in tab: Tab?
    ) -> (split: NavigationSplit<Route>, holdsPresentations: Bool)? {
        let sidebarLocation = StackLocation<Tab>.sidebarColumn(in: tab)
        guard let hasContentColumn = saved.hasContentColumn, saved.isConsistent else {
            issues.append(tab == nil ? .corruptData : .corruptStack(location: sidebarLocation, index: 0))
            return nil
        }
        guard appHasContentColumn.map({ $0 == hasContentColumn }) ?? true else {
            issues.append(tab.map { .tabLayoutChanged($0) } ?? .baseMismatch)
            return nil
        }
        guard let sidebar = stack(saved.sidebar, at: sidebarLocation) else { return nil }

        var selection: Route?
        var contentSelection: Route?
        var detail: NavigationStackState<Route>?
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
            detail = stack(savedDetail, at: .detailColumn(in: tab))
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
        let split = NavigationSplit(
            sidebar: sidebar, selection: selection, hasContentColumn: hasContentColumn,
            contentSelection: contentSelection, detail: detail)
        return (split, holdsPresentations)
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
