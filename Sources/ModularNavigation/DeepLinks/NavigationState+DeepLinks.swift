extension NavigationState {
    /// Changes the state to show a deep-link target, or refuses and leaves it unchanged.
    ///
    /// Only what differs changes, through the same actions as everything else
    /// (``perform(_:policy:)``): the tab is selected if it is not already; the base stack's
    /// routes are replaced keeping the screens that stay; presentations that already show
    /// the target's root in the target's style stay up (a sheet moves to the target's
    /// selected detent, when it names one), the others are dismissed and the missing ones
    /// presented.
    ///
    /// - Parameters:
    ///   - target: What the link should show.
    ///   - policy: Rules the app chose; passed to every action.
    /// - Throws: The ``NavigationError`` of the first action refused, for example
    ///   ``NavigationError/unknownTab``; the state is then unchanged.
    @inlinable
    public mutating func navigate(
        to target: DeepLinkTarget<Route, Tab>,
        policy: NavigationPolicy = NavigationPolicy()
    ) throws(NavigationError) {
        var next = self
        try next.show(target, policy: policy)
        self = next
    }

    /// A copy of the state showing a deep-link target, ready for ``Navigator/replaceState(_:)``.
    ///
    /// - Parameters:
    ///   - target: What the link should show.
    ///   - policy: Rules the app chose; passed to every action.
    /// - Throws: The ``NavigationError`` of the first action refused.
    @inlinable
    public func navigating(
        to target: DeepLinkTarget<Route, Tab>,
        policy: NavigationPolicy = NavigationPolicy()
    ) throws(NavigationError) -> NavigationState {
        var next = self
        try next.show(target, policy: policy)
        return next
    }

    /// Shows a link an app table resolved, or leaves the state unchanged.
    ///
    /// The table reads the link, from a `URL` or its text (see
    /// ``DeepLinkTable/resolve(_:)-(URL)``); the state only shows what it resolved to:
    ///
    /// ```swift
    /// try state.open(table.resolve("myapp://assets/detail/7"))
    /// ```
    ///
    /// - Parameters:
    ///   - link: The resolved link, as ``DeepLinkTable/resolve(_:)-(String)`` gives it.
    ///   - policy: Rules the app chose; passed to every action.
    /// - Returns: The link, for logs and analytics.
    /// - Throws: ``DeepLinkError/navigationRefused(_:)`` when the state refused the
    ///   target; the state is then unchanged.
    @discardableResult
    public mutating func open(
        _ link: ResolvedLink<DeepLinkTarget<Route, Tab>>,
        policy: NavigationPolicy = NavigationPolicy()
    ) throws(DeepLinkError) -> ResolvedLink<DeepLinkTarget<Route, Tab>> {
        do {
            try navigate(to: link.value, policy: policy)
        } catch {
            throw .navigationRefused(error)
        }
        return link
    }

    /// Shows a target's stack above the tabs: keeps the flow up when it has the target's
    /// root, else shows a new one, and gives it the target's path.
    ///
    /// Without tabs the flow is pushed on the base stack, and its root, which the state
    /// marks, stands for the stack: a link opened again changes only what differs above it.
    @inlinable
    mutating func showAboveTabs(_ above: DeepLinkTarget<Route, Tab>.Stack, policy: NavigationPolicy)
        throws(NavigationError)
    {
        if aboveTabsFlow == nil {
            guard let root = above.root else { throw .unknownStack }
            try perform(.showAboveTabs(root), policy: policy)
        }
        guard let (location, index) = aboveTabsFlow, let stack = stack(at: location) else { return }
        // The screens below the flow's root stay as they are; the flow's path is the target's.
        let kept = stack.entries[1..<(index + 1)].map(\.route)
        try perform(.replaceStack(at: location, root: nil, path: kept + above.path), policy: policy)
    }

    /// Applies a target in place; callers work on a copy so a refusal changes nothing.
    @inlinable
    mutating func show(_ target: DeepLinkTarget<Route, Tab>, policy: NavigationPolicy) throws(NavigationError) {
        if let above = aboveTabsFlowRoute {
            // The tab bar is hidden: a link into the tabs (a tab, a stack, a tab's split
            // view), or to another stack above them, takes the flow above the tabs down
            // first; without tabs too, so that the flow's screens never stand for others.
            let intoTabs = target.aboveTabs == nil && (target.tab != nil || target.stack != nil || target.split != nil)
            let otherTab = target.tab.map { $0 != selectedTab } ?? false
            let otherRoot = target.aboveTabs.map { ($0.root ?? above) != above } ?? false
            if intoTabs || otherTab || otherRoot { try perform(.dismissAboveTabs, policy: policy) }
        }
        if let tab = target.tab, selectedTab != tab {
            try perform(.selectTab(tab), policy: policy)
        }
        if let wanted = target.split { try showSplit(wanted, in: target.tab, policy: policy) }
        if let stack = target.stack {
            // A tab's link names that tab's stack; a plain stack link names the base stack,
            // the same column in a tab's split view as in the app's.
            let location = target.tab.map { StackLocation<Tab>.tab($0) } ?? baseLocation
            try perform(.replaceStack(at: location, root: stack.root, path: stack.path), policy: policy)
        }
        if let above = target.aboveTabs { try showAboveTabs(above, policy: policy) }
        if !target.isRelative { try showPresentations(target.presentations, policy: policy) }
        switch target.onTop {
        case .push(let routes)?:
            for route in routes { try perform(.push(route, from: topStack.top.id), policy: policy) }
        case .present(let presentation)?:
            try perform(.present(presentation.root, presentation.style, from: topStack.top.id), policy: policy)
            if !presentation.path.isEmpty {
                try perform(.replaceStack(at: topLocation, root: nil, path: presentation.path), policy: policy)
            }
        case nil:
            break
        }
    }

    /// Shows a split view's selections, column by column; the detail stack they show
    /// takes the target's path.
    ///
    /// The split view is the one an action naming the target's tab acts on: the app's,
    /// or the tab's, which is selected by then (``splitTab(named:)``).
    @inlinable
    mutating func showSplit(
        _ wanted: DeepLinkTarget<Route, Tab>.Split,
        in tab: Tab?,
        policy: NavigationPolicy
    ) throws(NavigationError) {
        let tab = try splitTab(named: tab)
        guard let split = splitView(in: tab) else { throw .notSplit }
        guard wanted.contentSelection == nil || split.hasContentColumn else { throw .notSplit }
        guard wanted.selection != nil || wanted.contentSelection == nil else { throw .unknownStack }
        if split.selection != wanted.selection {
            try perform(.selectSidebar(wanted.selection, in: tab), policy: policy)
        }
        if split.hasContentColumn, splitView(in: tab)?.contentSelection != wanted.contentSelection {
            try perform(.selectContent(wanted.contentSelection, in: tab), policy: policy)
        }
        let detail = StackLocation<Tab>.detailColumn(in: tab)
        guard stack(at: detail) != nil else {
            // Nothing selected shows a detail stack: a path has nowhere to go.
            guard wanted.detailPath.isEmpty else { throw .unknownStack }
            return
        }
        try perform(.replaceStack(at: detail, root: nil, path: wanted.detailPath), policy: policy)
    }

    /// Keeps the presentations that already show the target's, dismisses the rest and
    /// presents the missing ones.
    @inlinable
    mutating func showPresentations(
        _ wanted: [DeepLinkTarget<Route, Tab>.Presentation],
        policy: NavigationPolicy
    ) throws(NavigationError) {
        var kept = 0
        while kept < min(presentations.count, wanted.count),
            presentations[kept].style.configuration == wanted[kept].style.configuration,
            presentations[kept].stack.root.route == wanted[kept].root
        {
            kept += 1
        }
        if kept < presentations.count {
            try perform(.close(presentations[kept].stack.root.id), policy: policy)
        }
        for (index, presentation) in wanted.enumerated() {
            if index >= kept {
                try perform(.present(presentation.root, presentation.style), policy: policy)
            } else if let detent = presentation.style.sheetOptions?.selectedDetent,
                presentations[index].style.sheetOptions?.selectedDetent != detent
            {
                try perform(.selectDetent(detent, in: presentations[index].stack.root.id), policy: policy)
            }
            // A layer that already shows the path is left alone: replacing a stack with
            // itself changes nothing and still cost a whole action.
            guard !presentations[index].stack.path.elementsEqual(presentation.path, by: { $0.route == $1 }) else {
                continue
            }
            try perform(.replaceStack(at: .presented(index + 1), root: nil, path: presentation.path), policy: policy)
        }
    }
}

extension NavigationState {
    /// The route of the flow above the tabs' root, in any layout (``aboveTabsFlow``).
    @inlinable
    var aboveTabsFlowRoute: Route? {
        guard let (location, index) = aboveTabsFlow, let stack = stack(at: location) else { return nil }
        return index == 0 ? stack.root.route : stack.path[index - 1].route
    }
}
