extension NavigationState {
    /// Applies an action to the state, or refuses it and leaves the state unchanged.
    ///
    /// This is the one place where the rules of navigation live; the ``Navigator`` is a
    /// thin owner around it. Every refusal is a typed ``NavigationError``; nothing traps.
    ///
    /// ```swift
    /// var state = NavigationState(root: AppRoute.home)
    /// let events = try state.perform(.push(.detail(id: 7)))
    /// // events == [.pushed(<#1 detail(id: 7)>, onto: .main)]
    /// ```
    ///
    /// - Parameters:
    ///   - action: The change to apply.
    ///   - policy: Rules the app chose, such as pop-to-root on tab re-selection.
    /// - Returns: What happened, in order, for logs and analytics.
    /// - Throws: ``NavigationError`` when the action cannot apply; the state is unchanged.
    @discardableResult
    public mutating func perform(
        _ action: NavigationAction<Route, Tab>,
        policy: NavigationPolicy = NavigationPolicy()
    ) throws(NavigationError) -> [NavigationEvent<Route, Tab>] {
        // Every case checks everything that can fail before it changes anything, so a
        // throw always leaves `self` as it was.
        switch action {
        case .push(let route, let from):
            let location = try location(of: from)
            let entry = makeEntry(route)
            modifyStack(at: location) { $0.path.append(entry) }
            return [.pushed(entry, onto: location)]

        case .pop(let count):
            let depth = topStack.depth
            guard depth > 0 else { throw .nothingToPop }
            guard (1...depth).contains(count) else {
                throw .popCountOutOfRange(requested: count, available: depth)
            }
            return pop(at: topLocation, toDepth: depth - count)

        case .popTo(let id):
            guard case let (location, index)? = position(of: id) else { throw .screenGone(id) }
            guard presentationIndices(over: location).count > 0 || index < (stack(at: location)?.depth ?? 0) else {
                throw .nothingToPop
            }
            return dismissPresentations(over: location) + pop(at: location, toDepth: index)

        case .popToRoot:
            guard topStack.depth > 0 else { throw .nothingToPop }
            return pop(at: topLocation, toDepth: 0)

        case .present(let route, let style, let from):
            if let from {
                guard case let (location, _)? = position(of: from) else { throw .screenGone(from) }
                guard location == topLocation else { throw .screenCovered(from) }
            }
            let root = makeEntry(route)
            presentations.append(NavigationPresentation(style: style, stack: NavigationStackState(root: root)))
            return [.presented(root, style: style, at: .presented(presentations.count))]

        case .setRoot(let route, let from):
            let location = try location(of: from)
            let dismissed = dismissPresentations(over: location)
            let root = makeEntry(route)
            modifyStack(at: location) { $0 = NavigationStackState(root: root) }
            return dismissed + [.stackReplaced(at: location)]

        case .replaceStack(let at, let root, let path):
            let location = at ?? topLocation
            guard let old = stack(at: location) else { throw .unknownStack }
            let new = replacement(for: old, root: root, path: path)
            guard new != old else { return [] }
            modifyStack(at: location) { $0 = new }
            return [.stackReplaced(at: location)]

        case .dismiss:
            guard !presentations.isEmpty else { throw .nothingToDismiss }
            return dismissPresentations(from: presentations.count - 1)

        case .dismissAll:
            guard !presentations.isEmpty else { throw .nothingToDismiss }
            return dismissPresentations(from: 0)

        case .dismissScreen(let id):
            guard case let (location, index)? = position(of: id) else { throw .screenGone(id) }
            if index > 0 {
                return dismissPresentations(over: location) + pop(at: location, toDepth: index - 1)
            }
            guard case .presented(let level) = location else { throw .atAppRoot }
            return dismissPresentations(from: level - 1)

        case .close(let id):
            guard case let (location, _)? = position(of: id) else { throw .screenGone(id) }
            guard case .presented(let level) = location else { throw .notPresented(id) }
            return dismissPresentations(from: level - 1)

        case .selectTab(let tab):
            guard case .tabs(var tabs) = base, let index = tabs.index(of: tab) else { throw .unknownTab }
            if index == tabs.selectedIndex {
                guard policy.popsToRootOnReselect else { return [.tabReselected(tab)] }
                return [.tabReselected(tab)] + dismissPresentations(from: 0) + pop(at: .tab(tab), toDepth: 0)
            }
            let previous = tabs.selected
            let dismissed = dismissPresentations(from: 0)
            tabs.selectedIndex = index
            base = .tabs(tabs)
            return dismissed + [.tabSelected(tab, previous: previous)]

        case .replaceState(let target):
            let next = reconciled(with: target)
            guard next != self else { return [] }
            self = next
            return [.stateReplaced]

        case .adopt(let restored):
            let next = adopting(restored)
            guard next != self else { return [] }
            self = next
            return [.stateReplaced]
        }
    }

    // MARK: - Steps shared by the actions

    /// The location of the stack a screen is on, or the top stack when there is no screen.
    private func location(of screen: EntryID?) throws(NavigationError) -> StackLocation<Tab> {
        guard let screen else { return topLocation }
        guard case let (location, _)? = position(of: screen) else { throw .screenGone(screen) }
        return location
    }

    /// Indices in ``presentations`` of the layers drawn over a location.
    private func presentationIndices(over location: StackLocation<Tab>) -> Range<Int> {
        switch location {
        case .presented(let level):
            presentationIndex(ofLevel: level) != nil
                ? level..<presentations.count : presentations.count..<presentations.count
        case .main, .tab: location == baseLocation ? 0..<presentations.count : presentations.count..<presentations.count
        }
    }

    private mutating func dismissPresentations(over location: StackLocation<Tab>) -> [NavigationEvent<Route, Tab>] {
        dismissPresentations(from: presentationIndices(over: location).lowerBound)
    }

    /// Removes the presentation at `index` and every one above it, reporting topmost first.
    private mutating func dismissPresentations(from index: Int) -> [NavigationEvent<Route, Tab>] {
        guard index >= 0, index < presentations.count else { return [] }
        let events: [NavigationEvent<Route, Tab>] = (index..<presentations.count).reversed().map { i in
            .dismissed(presentations[i].stack.root, style: presentations[i].style, at: .presented(i + 1))
        }
        presentations.removeSubrange(index...)
        return events
    }

    /// Pops the stack at a location down to `depth` pushed screens.
    private mutating func pop(at location: StackLocation<Tab>, toDepth depth: Int) -> [NavigationEvent<Route, Tab>] {
        var removed: [NavigationEntry<Route>] = []
        modifyStack(at: location) { stack in
            guard depth < stack.path.count else { return }
            removed = Array(stack.path[depth...])
            stack.path.removeSubrange(depth...)
        }
        return removed.isEmpty ? [] : [.popped(removed, from: location)]
    }

    /// The stack that results from replacing `old`'s routes, keeping the screens whose
    /// routes match from the bottom.
    private mutating func replacement(
        for old: NavigationStackState<Route>,
        root: Route?,
        path: [Route]
    ) -> NavigationStackState<Route> {
        guard root == nil || root == old.root.route else {
            let newRoot = makeEntry(root ?? old.root.route)
            return NavigationStackState(root: newRoot, path: path.map { makeEntry($0) })
        }
        var kept = 0
        while kept < min(old.path.count, path.count), old.path[kept].route == path[kept] {
            kept += 1
        }
        let fresh = path[kept...].map { makeEntry($0) }
        return NavigationStackState(root: old.root, path: Array(old.path[..<kept]) + fresh)
    }
}
