extension NavigationState {
    /// Sets a split view's selections and rebuilds its detail stack for them, dismissing
    /// what was presented: a new selection shows a new detail, as a detail
    /// `NavigationStack` rebuilt for it does.
    @inlinable
    mutating func select(
        _ selection: Route?,
        content: Route?,
        recording change: inout NavigationChange<Route, Tab>
    ) -> [NavigationEvent<Route, Tab>] {
        let dismissed = dismissPresentations(from: 0, recording: &change)
        let hasContentColumn = split?._hasContentColumn ?? false
        let content = hasContentColumn && selection != nil ? content : nil
        let root = (hasContentColumn ? content : selection).map { makeEntry($0) }
        modifySplit { split in
            if let old = split._detail { change.depart(old.entries) }
            split._selection = selection
            split._contentSelection = content
            split._detail = root.map { NavigationStackState(root: $0) }
        }
        change.stacks.append(.detail)
        change.splitChanged = true
        change.shown = root?.id
        return dismissed + change.report([.splitSelected(selection, content: content)])
    }

    /// Keeps a split view's selection in step with its detail root after a change that
    /// replaced that root (a new root set by a screen or a link): the detail root is what
    /// is selected.
    @inlinable
    mutating func followDetailRoot(recording change: inout NavigationChange<Route, Tab>) -> [NavigationEvent<
        Route, Tab
    >] {
        guard let split, let root = split._detail?._root.route, root != split.detailRootRoute else { return [] }
        modifySplit { split in
            if split._hasContentColumn { split._contentSelection = root } else { split._selection = root }
        }
        change.splitChanged = true
        let now = self.split
        return change.report([.splitSelected(now?._selection, content: now?._contentSelection)])
    }
}
