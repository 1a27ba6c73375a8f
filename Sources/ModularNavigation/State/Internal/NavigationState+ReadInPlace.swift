// The navigator's own reads of its state, made where the base lies: the navigator holds
// its state alone, so it moves the layout's payload out and back instead of matching a
// copy of it (a copy of these generic values goes through their value witness). Each
// answers what the public read of the same name answers (`NavigationState+Lookup.swift`);
// the invariant harness checks that they agree on every step.

extension NavigationState {
    /// ``position(of:)``, with the base read where it lies (``Base/read(stack:tabs:split:)``)
    /// rather than copied: for the navigator, which holds its state alone.
    @inlinable
    mutating func positionInPlace(of id: EntryID) -> (location: StackLocation<Tab>, index: Int)? {
        if let found = presentedPosition(of: id) { return found }
        return _base.read(
            stack: { Self.position(of: id, inStack: $0) },
            tabs: { $0.position(of: id) },
            split: { Self.position(of: id, inSplit: $0) })
    }

    /// ``topLocation``, with the base read where it lies.
    @inlinable
    package mutating func topLocationInPlace() -> StackLocation<Tab> {
        _presentations.isEmpty ? baseLocationInPlace() : .presented(_presentations.count)
    }

    /// ``baseLocation``, with the base read where it lies.
    @inlinable
    mutating func baseLocationInPlace() -> StackLocation<Tab> {
        _base.read(stack: { _ in .main }, tabs: { $0.baseLocation }, split: { Self.baseLocation(ofSplit: $0) })
    }

    /// ``topStack``, with the base read where it lies.
    ///
    /// `package`: a log writer reads the stack a push went onto with it, and
    /// ``topLocationInPlace()`` to know that it did.
    @inlinable
    package mutating func topStackInPlace() -> NavigationStackState<Route> {
        if !_presentations.isEmpty { return _presentations[_presentations.endIndex - 1]._stack }
        return _base.read(stack: { copy $0 }, tabs: { $0.baseStack }, split: { $0.baseStack })
    }
}

extension NavigationState.Base {
    /// Reads the payload where it lies, neither copied nor destroyed.
    ///
    /// The payload is moved out while the body for its layout runs and put back, as
    /// ``modify(stack:tabs:split:)`` does: a `switch` over a stored base copies its
    /// payload first, through the payload's value witness.
    @inlinable
    mutating func read<Value>(
        stack readStack: (borrowing NavigationStackState<Route>) -> Value,
        tabs readTabs: (borrowing NavigationTabs<Route, Tab>) -> Value,
        split readSplit: (borrowing NavigationSplit<Route>) -> Value
    ) -> Value {
        switch consume self {
        case .stack(let stack):
            let value = readStack(stack)
            self = .stack(stack)
            return value
        case .tabs(let tabs):
            let value = readTabs(tabs)
            self = .tabs(tabs)
            return value
        case .split(let split):
            let value = readSplit(split)
            self = .split(split)
            return value
        }
    }
}

extension NavigationStackState {
    /// A copy, made out of line: returned as matched from a tab in the list, the stack
    /// was kept alive by a retain of the whole tab, through the tab's value witness.
    @inlinable @inline(never)
    func copied() -> Self { self }
}
