// The rules of the minimized flow: a layer over the app shrunk out of the chain
// (`minimize`), brought back (`expand`) or ended from one of its screens (`close`,
// `dismiss` of its root). Its screens never leave the state while it is minimized, so
// their objects and what they await stay.
extension NavigationState {
    /// Moves the layer over the app out of the chain into ``minimized``.
    @usableFromInline
    mutating func minimize(
        from screen: EntryID?, recording change: inout Change
    ) throws(NavigationError) -> Events {
        if let screen {
            guard case let (location, _)? = position(of: screen) else { throw .screenGone(screen) }
            guard location == .presented(1) else { throw .nothingToMinimize }
        }
        guard _presentations.count == 1, Self.canBeMinimized(_presentations[0]) else { throw .nothingToMinimize }
        guard _minimized == nil else { throw .alreadyMinimized }
        let flow = _presentations.removeLast()
        _minimized = flow
        change.stacks.append(.presented(1))
        change.stacks.append(.minimized)
        change.presentationsOver.append(baseLocation)
        return change.report([.minimized(flow._stack.root, style: flow._style)])
    }

    /// Brings the minimized flow back as the first layer.
    @usableFromInline
    mutating func expand(
        recording change: inout Change
    ) throws(NavigationError) -> Events {
        guard let flow = _minimized else { throw .nothingToExpand }
        guard _presentations.isEmpty else { throw .overAppUnavailable }
        _minimized = nil
        _presentations.append(flow)
        change.stacks.append(.minimized)
        change.stacks.append(.presented(1))
        change.presentationsOver.append(baseLocation)
        change.shown = flow._stack.top.id
        return change.report([.expanded(flow._stack.root, style: flow._style)])
    }

    /// Ends the minimized flow: its screens leave the state, as a dismissed layer's do.
    @usableFromInline
    mutating func endMinimizedFlow(
        recording change: inout Change
    ) -> Events {
        guard let flow = _minimized else { return [] }
        _minimized = nil
        change.stacks.append(.minimized)
        change.depart(flow._stack.entries)
        return change.report([.dismissed(flow._stack.root, style: flow._style, at: .minimized)])
    }
}
