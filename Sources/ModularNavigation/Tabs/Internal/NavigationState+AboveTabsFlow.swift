// The flow shown above the tabs, one rule in every layout. In tabs it is the stack above
// them. Without tabs there is no tab bar to hide: its screens are pushed on the base
// stack, and `_aboveTabsFlowRoot` marks where it begins. The rules read it through
// `aboveTabsFlow`, so a module's flow closes, finishes, pops back within itself and
// covers the screen that showed it the same way wherever the app shows it.
extension NavigationState {
    /// Where the flow shown above the tabs begins: the stack above the tabs from its
    /// root, or without tabs the stack its screens were pushed on with its root's index
    /// there; `nil` while no flow is up.
    @inlinable
    package var aboveTabsFlow: (location: StackLocation<Tab>, index: Int)? {
        if case .some(let root) = _aboveTabsFlowRoot { return position(of: root) }
        return aboveTabs == nil ? nil : (.aboveTabs, 0)
    }

    /// The index of the flow's root on the stack at a location when the flow was pushed
    /// there (an app without tabs); `nil` anywhere else.
    @inlinable
    func pushedFlowIndex(at location: StackLocation<Tab>) -> Int? {
        guard case .some(let root) = _aboveTabsFlowRoot, case let (flow, index)? = position(of: root),
            flow == location
        else { return nil }
        return index
    }

    /// Whether the screen at a position belongs to the flow shown above the tabs, which
    /// its `close()` ends.
    @inlinable
    package func isInAboveTabsFlow(_ location: StackLocation<Tab>, index: Int) -> Bool {
        guard case let (flow, root)? = aboveTabsFlow else { return false }
        return flow == location && index >= root
    }

    /// Forgets where the flow shown above the tabs without tabs began once its root has
    /// left, however it left.
    @inlinable
    mutating func forgetEndedAboveTabsFlow() {
        guard case .some(let root) = _aboveTabsFlowRoot, !contains(root) else { return }
        _aboveTabsFlowRoot = nil
    }

    /// The root of the flow a screen at a position ends when it finishes: its
    /// presentation's, or the flow's shown above the tabs; `nil` for a screen of a base
    /// stack outside that flow.
    package func flowRoot(at location: StackLocation<Tab>, index: Int) -> EntryID? {
        if location.isPresented { return stack(at: location)?.root.id }
        return isInAboveTabsFlow(location, index: index) ? aboveTabsFlowRootID : nil
    }

    /// The first screen of the flow shown above the tabs, in every layout.
    var aboveTabsFlowRootID: EntryID? { _aboveTabsFlowRoot ?? aboveTabs?.root.id }

    /// Whether the flow shown above the tabs hides the screen at a position.
    ///
    /// Hidden are the selected tab's stacks under the stack above the tabs, or without
    /// tabs the screens below the flow's root on its stack. Like a screen under a sheet,
    /// such a screen may not present.
    @inlinable
    func isCoveredAboveTabs(_ location: StackLocation<Tab>, index: Int) -> Bool {
        if case .some = _aboveTabsFlowRoot { return isBelowPushedFlow(location, index: index) }
        guard let tabs, tabs._above != nil else { return false }
        return location.owningTab.map { $0 == tabs.selected } ?? false
    }

    /// Whether the screen at a position is below the root of a flow pushed above the tabs
    /// on its stack (an app without tabs).
    ///
    /// The part of ``isCoveredAboveTabs(_:index:)`` the reach rules lack: in tabs they
    /// already leave out the tab under the stack above them, and this costs them nothing there.
    @inlinable
    func isBelowPushedFlow(_ location: StackLocation<Tab>, index: Int) -> Bool {
        guard let root = pushedFlowIndex(at: location) else { return false }
        return index < root
    }

    /// The root of the flow shown above the tabs when it hides the screen at a position:
    /// the flow that screen awaits as a presenter awaits the layer over it.
    package func aboveTabsFlowRoot(covering location: StackLocation<Tab>, index: Int) -> EntryID? {
        isCoveredAboveTabs(location, index: index) ? aboveTabsFlowRootID : nil
    }

    /// The screens a screen acts on as its own stack, bottom first; `nil` for a screen
    /// that is gone.
    ///
    /// That is its stack; without tabs, where the flow shown above the tabs was pushed on
    /// it, the flow from its root up for a screen of the flow (the stack above the tabs is
    /// theirs in tabs), the screens below it for the others (the tab under that stack is
    /// theirs).
    ///
    /// A client pops back within it, so `popToRoot()` in a module's flow goes back to the
    /// flow's root in every layout.
    package func ownStack(of screen: EntryID) -> ArraySlice<NavigationEntry<Route>>? {
        guard case let (location, index)? = position(of: screen), let stack = stack(at: location) else { return nil }
        guard let root = pushedFlowIndex(at: location) else { return stack.entries[...] }
        return index >= root ? stack.entries[root...] : stack.entries[..<root]
    }

    /// The index in a stack's path where a push from `screen` lands, when the flow shown
    /// above the tabs was pushed on that stack and hides the screen; `nil` for a push on top.
    ///
    /// Under the flow, out of sight, as a push from the tab under the stack above the tabs
    /// lands on that tab.
    @inlinable
    func pathIndex(underAboveTabsFlowFor screen: EntryID?, at location: StackLocation<Tab>) -> Int? {
        guard let screen, let root = pushedFlowIndex(at: location), case let (_, index)? = position(of: screen),
            index < root
        else { return nil }
        return root - 1
    }

    /// Ends the flow shown above the tabs: the stack above them goes, or without tabs the
    /// flow's screens are popped and the layers over their stack, which hung off them,
    /// are dismissed; the screen that showed the flow is on top again.
    @inlinable
    mutating func endAboveTabsFlow(recording change: inout Change) -> Events {
        guard case .some(let root) = _aboveTabsFlowRoot, case let (location, index)? = position(of: root) else {
            return dismissAboveTabs(recording: &change)
        }
        return reveal(location, poppingTo: index - 1, recording: &change)
    }

    /// Takes the flow shown above the tabs down when a change shows a screen it hides,
    /// before the stack at `location` is popped to `depth` pushed screens.
    @inlinable
    mutating func uncover(
        _ location: StackLocation<Tab>, poppingTo depth: Int, recording change: inout Change
    ) -> Events {
        if case .some = _aboveTabsFlowRoot {
            guard let root = pushedFlowIndex(at: location), depth < root else { return [] }
            // The layers over the flow's stack hung off the flow, as they hang off the
            // stack above the tabs: they go with it, inspectors too.
            return dismissPresentations(from: presentationIndices(over: location).lowerBound, recording: &change)
        }
        return isCoveredAboveTabs(location, index: depth) ? dismissAboveTabs(recording: &change) : []
    }

    /// This state with the flow above the tabs beginning at `root` when one may begin
    /// there, a pushed screen of a state without tabs, else with none.
    ///
    /// The one check of a flow root that comes from outside: a decoded state refuses
    /// another, a restored one drops it (its screens stay, as plain pushed screens).
    func keepingAboveTabsFlow(_ root: EntryID?) -> NavigationState {
        var state = self
        state._aboveTabsFlowRoot = root.flatMap { tabs == nil && (position(of: $0)?.index ?? 0) > 0 ? $0 : nil }
        return state
    }
}
