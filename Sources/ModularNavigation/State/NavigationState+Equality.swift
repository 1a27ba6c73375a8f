// Equality written out and `@inlinable`: the conformances the compiler derives are not
// inlinable, so across the module boundary every comparison of states (the planner's,
// the driver's, a replaced state's) would run unspecialised, through generic metadata.
// These compare exactly the stored values the derived ones did, and name every case, so
// that a new case is a compile error here rather than a value unequal to itself.

extension NavigationEntry {
    @inlinable
    public static func == (lhs: NavigationEntry, rhs: NavigationEntry) -> Bool {
        lhs.id == rhs.id && lhs.route == rhs.route
    }
}

extension NavigationStackState {
    @inlinable
    public static func == (lhs: NavigationStackState, rhs: NavigationStackState) -> Bool {
        lhs._root == rhs._root && lhs._path == rhs._path
    }
}

extension NavigationPresentation {
    @inlinable
    public static func == (lhs: NavigationPresentation, rhs: NavigationPresentation) -> Bool {
        lhs._style == rhs._style && lhs._stack == rhs._stack && lhs._placement == rhs._placement
    }
}

extension NavigationTabs.Item {
    @inlinable
    public static func == (lhs: NavigationTabs.Item, rhs: NavigationTabs.Item) -> Bool {
        lhs.tab == rhs.tab && lhs.content == rhs.content
    }
}

extension NavigationTabs.Item.Content {
    @inlinable
    static func == (lhs: Self, rhs: Self) -> Bool {
        switch (lhs, rhs) {
        case (.stack(let left), .stack(let right)): left == right
        case (.split(let left), .split(let right)): left == right
        case (.stack, _), (.split, _): false
        }
    }
}

extension NavigationTabs {
    @inlinable
    public static func == (lhs: NavigationTabs, rhs: NavigationTabs) -> Bool {
        lhs._selectedIndex == rhs._selectedIndex && lhs._above == rhs._above && lhs._items == rhs._items
    }
}

extension NavigationSplit {
    @inlinable
    public static func == (lhs: NavigationSplit, rhs: NavigationSplit) -> Bool {
        lhs._selection == rhs._selection && lhs._hasContentColumn == rhs._hasContentColumn
            && lhs._contentSelection == rhs._contentSelection
            && lhs._detail == rhs._detail && lhs._sidebar == rhs._sidebar
    }
}

extension NavigationState.Base {
    @inlinable
    public static func == (lhs: NavigationState.Base, rhs: NavigationState.Base) -> Bool {
        switch (lhs, rhs) {
        case (.stack(let left), .stack(let right)): left == right
        case (.tabs(let left), .tabs(let right)): left == right
        case (.split(let left), .split(let right)): left == right
        case (.stack, _), (.tabs, _), (.split, _): false
        }
    }
}

extension NavigationState {
    @inlinable
    public static func == (lhs: NavigationState, rhs: NavigationState) -> Bool {
        lhs.nextID == rhs.nextID && lhs._base == rhs._base && lhs._presentations == rhs._presentations
            && lhs._dialog == rhs._dialog && lhs._queuedDialogs == rhs._queuedDialogs
            && lhs._aboveTabsFlowRoot == rhs._aboveTabsFlowRoot && lhs._minimized == rhs._minimized
    }
}

extension StackLocation {
    @inlinable
    public static func == (lhs: StackLocation, rhs: StackLocation) -> Bool {
        switch (lhs, rhs) {
        case (.main, .main): true
        case (.tab(let left), .tab(let right)): left == right
        case (.sidebar, .sidebar), (.detail, .detail), (.aboveTabs, .aboveTabs), (.minimized, .minimized): true
        case (.tabDetail(let left), .tabDetail(let right)): left == right
        case (.presented(let left), .presented(let right)): left == right
        case (.main, _), (.tab, _), (.sidebar, _), (.detail, _), (.aboveTabs, _), (.tabDetail, _), (.presented, _),
            (.minimized, _):
            false
        }
    }
}
