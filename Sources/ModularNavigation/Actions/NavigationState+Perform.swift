extension NavigationState {
    /// Applies an action to the state, or refuses it and leaves the state unchanged.
    ///
    /// This is the one place where the rules of navigation live; the ``Navigator`` is a
    /// thin owner around it. Every refusal is a typed ``NavigationError``; nothing traps.
    ///
    /// ```swift
    /// var state = NavigationState(root: AppRoute.home)
    /// let events = try state.perform(.push(.detail(id: 7)))
    /// // events == [.pushed(<#1 detail(id: 7)>, onto: .main), .screenShown(<#1 detail(id: 7)>, at: .main)]
    /// ```
    ///
    /// - Parameters:
    ///   - action: The change to apply.
    ///   - policy: Rules the app chose, such as pop-to-root on tab re-selection.
    /// - Returns: What happened, in order, for logs and analytics.
    /// - Throws: ``NavigationError`` when the action cannot apply; the state is unchanged.
    @inlinable
    @discardableResult public mutating func perform(
        _ action: NavigationAction<Route, Tab>,
        policy: NavigationPolicy = NavigationPolicy()
    ) throws(NavigationError) -> [NavigationEvent<Route, Tab>] {
        var change = Change()
        return try perform(action, policy: policy, recording: &change)
    }

    /// Applies an action and records what it changed, for the navigator's commit, with
    /// where the visible stack was before and is after (the outermost call records the
    /// first; the last to return, the second).
    @inlinable
    mutating func perform(
        _ action: NavigationAction<Route, Tab>, policy: NavigationPolicy, recording change: inout Change
    ) throws(NavigationError) -> Events {
        // Someone listens and this is the outermost call (a dialog's rules call back in):
        // the change may report the screen it shows. Unheard, the flag is the only read.
        if change.reportsEvents, case .none = change.topBefore {
            return try performReportingScreenShown(action, policy: policy, recording: &change)
        }
        let events = try applyRules(of: action, policy: policy, recording: &change)
        // The flow shown above the tabs without tabs ends when its root leaves, however it
        // leaves. Checked here, after the rules: in their deferred block, reading the mark
        // copied the whole state on every change.
        if change.hasDepartures, _aboveTabsFlowRoot != nil { forgetEndedAboveTabsFlow() }
        return events
    }

    /// Applies an action and reports the screen it shows, when another one is on top.
    ///
    /// ``NavigationEvent/screenShown(_:at:)`` ends the events of the outermost call of
    /// ``perform(_:policy:recording:)`` when ``topScreen`` differs after the rules: the one
    /// place every committed change passes through, whatever asked for it (the
    /// navigator, a client, a link, a restoration, a guard's proposal, `perform`). Only
    /// for a change someone hears; a refusal throws before it reports.
    ///
    /// The screen on top is compared as an entry, identity and route: a restore adopted
    /// before any client was made keeps its saved identities, which may name other routes
    /// than the same identities did before it.
    @inlinable
    mutating func performReportingScreenShown(
        _ action: NavigationAction<Route, Tab>, policy: NavigationPolicy, recording change: inout Change
    ) throws(NavigationError) -> Events {
        // Read where they lie: `topScreen` and `topLocation` match a copy of the base,
        // which for a recorded change was a fifth of its rules.
        let before = topStackInPlace().top
        // Marks the call outermost: the rules' own calls back in report nothing more.
        change.topBefore = topLocationInPlace()
        var events = try perform(action, policy: policy, recording: &change)
        let after = topStackInPlace().top
        if after != before { events.append(.screenShown(after, at: topLocationInPlace())) }
        return events
    }

    /// The rules of every action, for ``perform(_:policy:recording:)``.
    @inlinable
    mutating func applyRules(
        of action: NavigationAction<Route, Tab>, policy: NavigationPolicy, recording change: inout Change
    ) throws(NavigationError) -> Events {
        // Where the visible stack is, read once and in place: the pushes and pops of the
        // visible stack act there, and each read of ``topLocation`` matched a copy of the base.
        let top = topLocationInPlace()
        if change.topBefore == nil { change.topBefore = top }
        defer { change.topAfter = topLocationInPlace() }
        // A whole new state settles the dialogs of both sides itself (`replaceWhole`).
        if let dialog = _dialog, !action.replacesWholeState {
            return try perform(action, policy: policy, recording: &change, under: dialog)
        }
        // Every case checks everything that can fail before it changes anything, so a
        // throw always leaves `self` as it was.
        switch action {
        case .push(let route, let from):
            try requireIdentities(1)
            let location = try location(of: from, top: top)
            let entry = makeEntry(route)
            if case .some = _aboveTabsFlowRoot, let under = pathIndex(underAboveTabsFlowFor: from, at: location) {
                modifyStack(at: location) { $0._path.insert(entry, at: under) }
            } else {
                modifyStack(at: location) { $0._path.append(entry) }
            }
            change.stacks.append(location)
            change.shown = entry.id
            return change.report(.pushed(entry, onto: location))

        case .pop(let count):
            let location = top
            // A flow pushed above the tabs (no tabs) pops within itself, as the stack above them does.
            let floor = pushedFlowIndex(at: location) ?? 0
            let (depth, events) = pop(at: location, recording: &change) { depth in
                count >= 1 && count <= depth - floor ? depth - count : depth
            }
            let available = depth - floor
            if count >= 1, count <= available { return events }
            // Going back from the root of the flow above the tabs shows what it covered again.
            if available == 0, count == 1, isInAboveTabsFlow(location, index: floor) {
                return endAboveTabsFlow(recording: &change)
            }
            guard available > 0 else { throw .nothingToPop }
            throw .popCountOutOfRange(requested: count, available: available)

        case .popTo(let id):
            guard case let (location, index)? = position(of: id) else { throw .screenGone(id) }
            guard
                firstCovering(over: location) < _presentations.count || isCoveredAboveTabs(location, index: index)
                    || index < (stack(at: location)?.depth ?? 0)
            else {
                throw .nothingToPop
            }
            return reveal(location, poppingTo: index, recording: &change)

        case .popToRoot:
            let location = top
            let floor = pushedFlowIndex(at: location) ?? 0
            let (depth, events) = pop(at: location, recording: &change) { _ in floor }
            guard depth > floor else { throw .nothingToPop }
            return events

        case .present(let route, let style, let placement, let from):
            try requireIdentities(1)
            try style.requireFiniteNumbers()
            if let from { try checkMayPresent(.layer, from: from) }
            try requirePlacement(placement, of: style)
            let replaced = try makeRoom(forSheet: style, recording: &change)
            let root = makeEntry(route)
            change.shown = root.id
            change.presentationsOver.append(topLocationInPlace())
            _presentations.append(
                NavigationPresentation(style: style, stack: NavigationStackState(root: root), placement: placement))
            change.stacks.append(.presented(_presentations.count))
            // Joined inside the report: unheard, an empty `+` still cost a twentieth of a present.
            // The style is read back from the layer, so it moves into the layer instead of
            // being copied for an event nobody may hear.
            let level = _presentations.count
            return change.report(
                replaced + [.presented(root, style: _presentations[level - 1]._style, at: .presented(level))])

        case .selectDetent(let detent, let screen):
            return try selectDetent(detent, in: screen, recording: &change)

        case .minimize(let screen):
            return try minimize(from: screen, recording: &change)

        case .expand:
            return try expand(recording: &change)

        case .setRoot(let route, let from):
            try requireIdentities(1)
            let location = try location(of: from, top: top)
            if case .some = _aboveTabsFlowRoot,
                let events = setRoot(route, inPartOf: from, at: location, recording: &change)
            {
                return events
            }
            let dismissed = dismissPresentations(over: location, recording: &change)
            let root = makeEntry(route)
            modifyStack(at: location) { stack in
                change.depart(stack.entries)
                stack = NavigationStackState(root: root)
            }
            change.stacks.append(location)
            change.shown = root.id
            return dismissed + change.report([.stackReplaced(at: location)])
                + followDetailRoot(at: location, recording: &change)

        case .replaceStack(let at, let root, let path):
            try requireIdentities(path.count + 1)
            let location = at ?? top
            guard let old = stack(at: location) else { throw missingStack(at: location) }
            let (new, kept) = replacement(for: old, root: root, path: path)
            guard new != old else { return [] }
            change.depart(kept == nil ? old.entries : Array(old._path[(kept ?? 0)...]))
            modifyStack(at: location) { $0 = new }
            change.stacks.append(location)
            return change.report([.stackReplaced(at: location)]) + followDetailRoot(at: location, recording: &change)

        case .dismissPresentation:
            guard !_presentations.isEmpty else { throw .nothingToDismiss }
            return dismissPresentations(from: _presentations.count - 1, recording: &change)

        case .dismissAllPresentations:
            guard !_presentations.isEmpty else { throw .nothingToDismiss }
            return dismissPresentations(from: 0, recording: &change)

        case .dismiss(let id):
            guard case let (location, index)? = position(of: id) else { throw .screenGone(id) }
            if index > 0 { return reveal(location, poppingTo: index - 1, recording: &change) }
            if location == .aboveTabs { return dismissAboveTabs(recording: &change) }
            if location == .minimized { return endMinimizedFlow(recording: &change) }
            // Back from the detail root of a collapsed split view shows the column
            // before it: the content list, or the sidebar.
            if let back = goBack(fromDetailRootAt: location, recording: &change) { return back }
            guard case .presented(let level) = location else { throw .atAppRoot }
            return dismissPresentations(from: level - 1, recording: &change)

        case .close(let id):
            guard case let (location, index)? = position(of: id) else { throw .screenGone(id) }
            // The nearest flow the screen is in: the one shown above the tabs (its stack
            // there, or without tabs from its root up), else its layer.
            if isInAboveTabsFlow(location, index: index) { return endAboveTabsFlow(recording: &change) }
            if location == .minimized { return endMinimizedFlow(recording: &change) }
            guard case .presented(let level) = location else { throw .notPresented(id) }
            return dismissPresentations(from: level - 1, recording: &change)

        case .selectTab(let tab):
            return try selectTab(tab, tapped: false, policy: policy, recording: &change)

        case .tapTab(let tab):
            return try selectTab(tab, tapped: true, policy: policy, recording: &change)

        case .insertTab(let tab, let root, let index):
            try requireIdentities(1)
            return try insertTab(tab, root: root, at: index, recording: &change)

        case .removeTab(let tab):
            return try removeTab(tab, recording: &change)

        case .reorderTabs(let order):
            return try reorderTabs(order, recording: &change)

        case .showAboveTabs(let route, let from):
            try requireIdentities(1)
            // Who may ask is one rule for every layout: a covered screen may not, whatever
            // the flow would cover.
            if let from { try checkMayPresent(.aboveTabs, from: from) }
            // Without tabs there is no tab bar to hide: the screen is pushed, so a
            // module's call works in every layout of the app.
            guard tabs != nil else { return pushAboveTabs(route, recording: &change) }
            return showAboveTabs(route, recording: &change)

        case .dismissAboveTabs:
            guard aboveTabsFlow != nil else { throw .nothingToDismiss }
            return endAboveTabsFlow(recording: &change)

        case .selectSidebar(let route, let tab):
            try requireIdentities(1)
            let tab = try splitTab(named: tab)
            guard let split = splitView(in: tab) else { throw .notSplit }
            guard route != split._selection else { return [] }
            return select(route, content: nil, in: tab, recording: &change)

        case .selectContent(let route, let tab):
            try requireIdentities(1)
            let tab = try splitTab(named: tab)
            guard let split = splitView(in: tab), split._hasContentColumn, split._selection != nil else {
                throw .notSplit
            }
            guard route != split._contentSelection else { return [] }
            return select(split._selection, content: route, in: tab, recording: &change)

        case .replaceState(let target):
            try target.requireAcceptable()
            return try replaceWhole(with: reconciled(with: target), from: target, recording: &change)

        case .adopt(let restored):
            try restored.requireAcceptable()
            return try replaceWhole(with: adopting(restored), from: restored, recording: &change)

        case .navigate(let target):
            return try show(target, policy: policy, recording: &change)

        case .presentDialog(let dialog, let from):
            return try openDialog(dialog, from: from, recording: &change)

        case .chooseDialogButton, .dismissDialog:
            throw .noDialog
        }
    }
}
