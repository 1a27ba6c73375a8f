// The steps the actions share: where a screen is, what covers a stack, dismissing,
// revealing, popping and replacing. Only `perform` and the rules of each concept call them.
extension NavigationState {
    /// The location of the stack a screen is on, or `top` when there is no screen.
    ///
    /// Mutating so that the screen is looked for in place (``positionInPlace(of:)``).
    @inlinable
    mutating func location(of screen: EntryID?, top: StackLocation<Tab>) throws(NavigationError) -> StackLocation<Tab> {
        guard let screen else { return top }
        guard case let (location, _)? = positionInPlace(of: screen) else { throw .screenGone(screen) }
        return location
    }

    /// Indices in ``presentations`` of the layers drawn over a location.
    ///
    /// The layers hang off the base stack, but a sheet covers the whole window: the shown
    /// sidebar beside the base stack is under them too, so going back there dismisses
    /// them as it does on the base stack.
    @inlinable
    func presentationIndices(over location: StackLocation<Tab>) -> Range<Int> {
        switch location {
        case .presented(let level):
            presentationIndex(ofLevel: level) != nil
                ? level..<_presentations.count : _presentations.count..<_presentations.count
        case .main, .tab, .sidebar, .detail, .aboveTabs, .tabDetail:
            location == baseLocation || isShownSidebar(location)
                ? 0..<_presentations.count : _presentations.count..<_presentations.count
        // Outside the chain: nothing hangs over the minimized flow.
        case .minimized:
            _presentations.count..<_presentations.count
        }
    }

    /// The index of the first layer over a stack that covers it, or the number of layers
    /// when none does: the layers directly over it that leave it in front
    /// (`leavesPresenterInFront`) stand beside it.
    @inlinable
    func firstCovering(over location: StackLocation<Tab>) -> Int {
        let over = presentationIndices(over: location)
        return over.first { !_presentations[$0]._style.leavesPresenterInFront } ?? over.upperBound
    }

    /// Takes down what covers a stack before a change that shows it.
    ///
    /// Every layer from the first that covers it goes. A layer beside it stays: the user
    /// still sees and touches the stack with it open, and going back there keeps it.
    @inlinable
    mutating func dismissPresentations(
        over location: StackLocation<Tab>, recording change: inout Change
    ) -> Events {
        dismissPresentations(from: firstCovering(over: location), recording: &change)
    }

    /// Shows a stack again and pops it to `depth` pushed screens: the stack above the tabs
    /// and the layers that cover it go first.
    ///
    /// The steps' events are joined only when someone hears them: unheard, each empty `+`
    /// still cost a call, and a screen's own dismiss made two.
    @inlinable
    mutating func reveal(
        _ location: StackLocation<Tab>, poppingTo depth: Int, recording change: inout Change
    ) -> Events {
        let uncovered = uncover(location, poppingTo: depth, recording: &change)
        let dismissed = dismissPresentations(over: location, recording: &change)
        let popped = pop(at: location, toDepth: depth, recording: &change)
        return change.reportsEvents ? uncovered + dismissed + popped : []
    }

    /// Removes the presentation at `index` and every one above it, reporting topmost first.
    @inlinable
    mutating func dismissPresentations(
        from index: Int, recording change: inout Change
    ) -> Events {
        guard index >= 0, index < _presentations.count else { return [] }
        var events: [NavigationEvent<Route, Tab>] = []
        if change.reportsEvents { events.reserveCapacity(_presentations.count - index) }
        // Each layer is taken off the end rather than read and then removed as a range:
        // nothing is copied, and `removeSubrange` was a tenth of a dismissal.
        while _presentations.count > index {
            let level = _presentations.count
            let presentation = _presentations.removeLast()
            if change.reportsEvents {
                events.append(.dismissed(presentation._stack.root, style: presentation.style, at: .presented(level)))
            }
            change.stacks.append(.presented(level))
            change.depart(presentation._stack._root)
            // Most layers hold their root alone: appending an empty path still cost a call.
            if !presentation._stack._path.isEmpty { change.depart(presentation._stack._path) }
        }
        change.presentationsOver.append(index == 0 ? baseLocationInPlace() : .presented(index))
        return events
    }

    /// Pops the stack at a location down to `depth` pushed screens.
    @inlinable
    mutating func pop(
        at location: StackLocation<Tab>, toDepth depth: Int, recording change: inout Change
    ) -> Events {
        pop(at: location, recording: &change) { _ in depth }.events
    }

    /// Pops the stack at a location down to the depth `target` picks from the depth it
    /// has, in one access to the stack, and returns the depth it had.
    ///
    /// Reading the depth before popping copied the stack out of the state, a tenth of a
    /// pop. Nobody listening, one screen leaves without an array: only the event needs it.
    @inlinable
    mutating func pop(
        at location: StackLocation<Tab>, recording change: inout Change, toDepth target: (Int) -> Int
    ) -> (depthBefore: Int, events: [NavigationEvent<Route, Tab>]) {
        var depthBefore = 0
        var removed: [NavigationEntry<Route>] = []
        var popped = false
        modifyStack(at: location) { stack in
            depthBefore = stack._path.count
            let depth = target(depthBefore)
            guard depth >= 0, depth < depthBefore else { return }
            popped = true
            if depth == depthBefore - 1, !change.reportsEvents {
                change.depart(stack._path.removeLast())
            } else {
                removed = Array(stack._path[depth...])
                stack._path.removeSubrange(depth...)
                change.depart(removed)
            }
        }
        guard popped else { return (depthBefore, []) }
        change.stacks.append(location)
        return (depthBefore, change.report(.popped(removed, from: location)))
    }

    /// The stack that results from replacing `old`'s routes, keeping the screens whose
    /// routes match from the bottom (the rule of identity, `keptCount`), with how many
    /// pushed screens it kept (`nil` when even the root is new).
    @inlinable
    mutating func replacement(
        for old: NavigationStackState<Route>,
        root: Route?,
        path: [Route]
    ) -> (stack: NavigationStackState<Route>, kept: Int?) {
        guard root == nil || root == old.root.route else {
            let newRoot = makeEntry(root ?? old.root.route)
            return (NavigationStackState(root: newRoot, path: path.map { makeEntry($0) }), nil)
        }
        let kept = NavigationStackState<Route>.keptCount(old._path, path) { $0.route == $1 }
        let fresh = path[kept...].map { makeEntry($0) }
        return (NavigationStackState(root: old.root, path: Array(old._path[..<kept]) + fresh), kept)
    }
}
