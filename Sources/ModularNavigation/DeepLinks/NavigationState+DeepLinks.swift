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
        try perform(.navigate(to: target), policy: policy)
    }

    /// A copy of the state showing a deep-link target.
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
        try next.perform(.navigate(to: target), policy: policy)
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
    @discardableResult public mutating func open(
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
    mutating func showAboveTabs(_ above: DeepLinkTarget<Route, Tab>.Stack, steps: inout LinkSteps<Route, Tab>)
        throws(NavigationError)
    {
        if aboveTabsFlow == nil {
            guard let root = above.root else { throw .unknownStack }
            try step(.showAboveTabs(root), &steps)
        }
        guard let (location, index) = aboveTabsFlow, let stack = stack(at: location) else { return }
        // The screens below the flow's root stay as they are; the flow's path is the target's.
        let kept = stack.entries[1..<(index + 1)].map(\.route)
        try step(.replaceStack(at: location, root: nil, path: kept + above.path), &steps)
    }

    /// Applies one step of a link, recording it into the link's change.
    @inlinable
    mutating func step(_ action: NavigationAction<Route, Tab>, _ steps: inout LinkSteps<Route, Tab>)
        throws(NavigationError)
    {
        steps.record(action)
        steps.events += try perform(action, policy: steps.policy, recording: &steps.change)
    }

    /// Applies a target as one action (``NavigationAction/navigate(to:)``): step by step
    /// on a copy, so that a refused step leaves the state as it was, each step recording
    /// into the action's change.
    @inlinable
    mutating func show(
        _ target: DeepLinkTarget<Route, Tab>, policy: NavigationPolicy, recording change: inout Change
    ) throws(NavigationError) -> Events {
        var next = self
        var steps = LinkSteps(policy: policy, change: change)
        try next.show(target, steps: &steps)
        self = next
        change = steps.change
        change.linkStep = steps.soleStep.map { [$0] } ?? []
        return steps.events
    }

    /// Applies a target in place, step by step, each step recorded into the link's change
    /// as it applies; the caller works on a copy, so a refusal changes nothing.
    @inlinable
    mutating func show(_ target: DeepLinkTarget<Route, Tab>, steps: inout LinkSteps<Route, Tab>)
        throws(NavigationError)
    {
        let firstNew = nextID
        if let above = aboveTabsFlowRoute {
            // The tab bar is hidden: a link into the tabs (a tab, a stack, a tab's split
            // view), or to another stack above them, takes the flow above the tabs down
            // first; without tabs too, so that the flow's screens never stand for others.
            let intoTabs = target.aboveTabs == nil && (target.tab != nil || target.stack != nil || target.split != nil)
            let otherTab = target.tab.map { $0 != selectedTab } ?? false
            let otherRoot = target.aboveTabs.map { ($0.root ?? above) != above } ?? false
            if intoTabs || otherTab || otherRoot { try step(.dismissAboveTabs, &steps) }
        }
        if let tab = target.tab, selectedTab != tab {
            try step(.selectTab(tab), &steps)
        }
        if let wanted = target.split { try showSplit(wanted, in: target.tab, steps: &steps) }
        if let stack = target.stack {
            // A tab's link names that tab's stack; a plain stack link names the base stack,
            // the same column in a tab's split view as in the app's.
            let location = target.tab.map { StackLocation<Tab>.tab($0) } ?? baseLocation
            try step(.replaceStack(at: location, root: stack.root, path: stack.path), &steps)
        }
        if let above = target.aboveTabs { try showAboveTabs(above, steps: &steps) }
        if !target.isRelative { try showPresentations(target.presentations, steps: &steps) }
        switch target.onTop {
        case .push(let routes)?:
            for route in routes { try step(.push(route, from: topStack.top.id), &steps) }
        case .present(let presentation)?:
            try step(.present(presentation.root, presentation.style, from: topStack.top.id), &steps)
            if !presentation.path.isEmpty {
                try step(.replaceStack(at: topLocation, root: nil, path: presentation.path), &steps)
            }
        case nil:
            break
        }
        if target.showsFreshScreen, topStack.top.id.rawValue < firstNew { try renewTopScreen(&steps) }
    }

    /// Shows the screen on top anew, with a new identity and the same route: a link that
    /// asked for a fresh screen (``DeepLinkTarget/withFreshScreen()``) where the rule of
    /// identity kept the one already there.
    @usableFromInline
    mutating func renewTopScreen(_ steps: inout LinkSteps<Route, Tab>) throws(NavigationError) {
        let location = topLocation
        let stack = topStack
        if !stack.path.isEmpty {
            try step(.replaceStack(at: location, root: nil, path: stack.path.dropLast().map(\.route)), &steps)
            try step(.push(stack.top.route, from: topStack.top.id), &steps)
        } else if case .presented(let level) = location, let layer = presentationIndex(ofLevel: level) {
            let style = presentations[layer].style
            try step(.close(stack.root.id), &steps)
            try step(.present(stack.root.route, style, from: topStack.top.id), &steps)
        } else {
            try step(.setRoot(stack.root.route, from: stack.root.id), &steps)
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
        steps: inout LinkSteps<Route, Tab>
    ) throws(NavigationError) {
        let tab = try splitTab(named: tab)
        guard let split = splitView(in: tab) else { throw .notSplit }
        guard wanted.contentSelection == nil || split.hasContentColumn else { throw .notSplit }
        guard wanted.selection != nil || wanted.contentSelection == nil else { throw .unknownStack }
        if split.selection != wanted.selection {
            try step(.selectSidebar(wanted.selection, in: tab), &steps)
        }
        if split.hasContentColumn, splitView(in: tab)?.contentSelection != wanted.contentSelection {
            try step(.selectContent(wanted.contentSelection, in: tab), &steps)
        }
        let detail = StackLocation<Tab>.detailColumn(in: tab)
        guard stack(at: detail) != nil else {
            // Nothing selected shows a detail stack: a path has nowhere to go.
            guard wanted.detailPath.isEmpty else { throw .unknownStack }
            return
        }
        try step(.replaceStack(at: detail, root: nil, path: wanted.detailPath), &steps)
    }

    /// Keeps the presentations that already show the target's, dismisses the rest and
    /// presents the missing ones.
    @inlinable
    mutating func showPresentations(
        _ wanted: [DeepLinkTarget<Route, Tab>.Presentation],
        steps: inout LinkSteps<Route, Tab>
    ) throws(NavigationError) {
        // A layer stays while it shows the target's root in the target's style, from the
        // bottom: the rule of identity for layers.
        let kept = NavigationStackState<Route>.keptCount(presentations, wanted) {
            $0.style.configuration == $1.style.configuration && $0.stack.root.route == $1.root
        }
        if kept < presentations.count {
            try step(.close(presentations[kept].stack.root.id), &steps)
        }
        for (index, presentation) in wanted.enumerated() {
            if index >= kept {
                try step(.present(presentation.root, presentation.style), &steps)
            } else if let detent = presentation.style.sheetOptions?.selectedDetent,
                presentations[index].style.sheetOptions?.selectedDetent != detent
            {
                try step(.selectDetent(detent, in: presentations[index].stack.root.id), &steps)
            }
            // A layer that already shows the path is left alone: replacing a stack with
            // itself changes nothing and still cost a whole action.
            guard !presentations[index].stack.path.elementsEqual(presentation.path, by: { $0.route == $1 }) else {
                continue
            }
            try step(.replaceStack(at: .presented(index + 1), root: nil, path: presentation.path), &steps)
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
