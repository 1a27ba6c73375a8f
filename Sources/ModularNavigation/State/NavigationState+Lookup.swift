// The reads every screen-bound call makes: where a screen is, and which stack is the
// base. Each layout answers for itself, in a method of its own that the state calls
// with the payload it matched.
//
// Why: read inside the `switch` that matched it, a payload (a tab's split view, the
// tabs) was copied whole first, and a copy of these generic enums and structs goes
// through their value witness: the runtime looks up the type's metadata and calls an
// indirect copy, then a destroy, about 300 instructions each. Handed to a method, the
// payload is borrowed, and a method reads only the fields it needs.

extension NavigationSplit {
    /// The stack presentations hang off: the detail column while it shows, else the
    /// sidebar.
    @inlinable
    var baseStack: NavigationStackState<Route> { _detail ?? _sidebar }

    /// Where a screen is among the columns: whether in the detail column, and its index.
    @inlinable
    func columnIndex(of id: EntryID) -> (inDetail: Bool, index: Int)? {
        if let detail = _detail, let index = detail.index(of: id) { return (true, index) }
        return _sidebar.index(of: id).map { (false, $0) }
    }
}

extension NavigationTabs {
    /// The stack presentations hang off: the stack above the tabs while it is up, else
    /// the selected tab's base stack.
    @inlinable
    var baseStack: NavigationStackState<Route> {
        if let above = _above { return above }
        return _items[_selectedIndex].baseStack
    }

    /// Where the presentations hang: the stack above the tabs while it is up, else the
    /// selected tab's base location.
    @inlinable
    var baseLocation: StackLocation<Tab> {
        _above == nil ? _items[_selectedIndex].baseLocation : .aboveTabs
    }

    /// Where a screen is: above the tabs, then the selected tab, then the others.
    @inlinable
    func position(of id: EntryID) -> (location: StackLocation<Tab>, index: Int)? {
        if let above = _above, let index = above.index(of: id) { return (.aboveTabs, index) }
        if let found = _items[_selectedIndex].position(of: id) { return found }
        // Indices, not `for item in`: the iterator handed out a copy of each tab.
        for index in _items.indices where index != _selectedIndex {
            if let found = _items[index].position(of: id) { return found }
        }
        return nil
    }
}

extension NavigationState {
    /// Where a screen is: its stack's location and its index (0 for the root).
    @inlinable
    public func position(of id: EntryID) -> (location: StackLocation<Tab>, index: Int)? {
        if let found = presentedPosition(of: id) { return found }
        switch _base {
        case .stack(let stack): return Self.position(of: id, inStack: stack)
        case .tabs(let tabs): return tabs.position(of: id)
        case .split(let split): return Self.position(of: id, inSplit: split)
        }
    }

    /// Whether a screen is in the state.
    @inlinable
    public func contains(_ id: EntryID) -> Bool {
        position(of: id) != nil
    }

    /// The stack the presentations hang off.
    @inlinable
    public var baseStack: NavigationStackState<Route> {
        switch _base {
        case .stack(let stack): stack
        case .tabs(let tabs): tabs.baseStack
        case .split(let split): split.baseStack
        }
    }

    /// Where a screen is among the presentations, the topmost first, and the minimized
    /// flow: where calls come from most, each stack searched from its top.
    @inlinable
    func presentedPosition(of id: EntryID) -> (location: StackLocation<Tab>, index: Int)? {
        for level in _presentations.indices.reversed() {
            if let index = _presentations[level]._stack.index(of: id) { return (.presented(level + 1), index) }
        }
        if let minimized = _minimized, let index = minimized._stack.index(of: id) { return (.minimized, index) }
        return nil
    }

    @inlinable
    static func position(
        of id: EntryID, inStack stack: borrowing NavigationStackState<Route>
    ) -> (location: StackLocation<Tab>, index: Int)? {
        stack.index(of: id).map { (.main, $0) }
    }

    @inlinable
    static func position(
        of id: EntryID, inSplit split: borrowing NavigationSplit<Route>
    ) -> (location: StackLocation<Tab>, index: Int)? {
        split.columnIndex(of: id).map { ($0.inDetail ? .detail : .sidebar, $0.index) }
    }

    /// Where the presentations hang in the app's split view: its detail column while it
    /// shows one, else its sidebar.
    @inlinable
    static func baseLocation(ofSplit split: borrowing NavigationSplit<Route>) -> StackLocation<Tab> {
        split._detail == nil ? .sidebar : .detail
    }
}

extension NavigationTabs.Item {
    /// The stack at ``baseLocation``.
    @inlinable
    var baseStack: NavigationStackState<Route> {
        switch content {
        case .stack(let stack): stack.copied()
        case .split(let split): split.baseStack.copied()
        }
    }

    /// Where a screen of this tab is: the detail column first, then the tab's stack.
    @inlinable
    func position(of id: EntryID) -> (location: StackLocation<Tab>, index: Int)? {
        switch content {
        case .stack(let stack):
            return stack.index(of: id).map { (.tab(tab), $0) }
        case .split(let split):
            return split.columnIndex(of: id).map { ($0.inDetail ? .tabDetail(tab) : .tab(tab), $0.index) }
        }
    }
}
