/// What one action changed, recorded by ``NavigationState/perform(_:policy:)`` as it
/// applies.
///
/// The rules already know what they touch, so the navigator notifies observers,
/// releases screen objects and cancels awaited results from this record instead of
/// comparing whole states: a change costs what it changes, however large the state.
/// Most changes touch one or two stacks, which the record holds without allocating.
@usableFromInline
struct NavigationChange<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// Locations whose stack changed, possibly repeated.
    @usableFromInline var stacks = Locations()
    /// Locations whose presentation directly over them changed, possibly repeated.
    @usableFromInline var presentationsOver = Locations()
    /// The location whose presentation changed only its options (a sheet's detent).
    ///
    /// The chain and the visible stack stay. One at most, as an action selects one
    /// detent: a field, not a list, so that every change's record is smaller to destroy.
    @usableFromInline var restyled: StackLocation<Tab>?
    /// Screens that left the state; a popped path is kept as the event's own array.
    @usableFromInline var departed: [NavigationEntry<Route>] = []
    /// The first screen that left on its own rather than in a path (a dismissed layer's
    /// root), held inline: dismissing a sheet with nothing pushed in it then allocates
    /// no array, where appending it to ``departed`` allocated one on every dismissal.
    @usableFromInline var departedRoot: NavigationEntry<Route>?
    /// Whether the tabs or the selected tab changed, or a stack above the tabs came or
    /// went (the tab bar's visibility).
    @usableFromInline var tabsChanged = false
    /// The tab re-tapped while already showing its root with nothing over it: screens
    /// are asked to scroll to their top.
    @usableFromInline var reselectedAtRoot: Tab?
    /// Whether a split view's selections changed.
    @usableFromInline var splitChanged = false
    /// Whether anyone will hear the events; without a listener none are made.
    @usableFromInline var reportsEvents = true
    /// The screen the action put on top (a push, a presentation, a new root), or the
    /// dialog it opened or queued, so that a caller waiting on it knows it instead of
    /// guessing the next identity.
    @usableFromInline var shown: EntryID?
    /// The one action a deep link's target came down to (``NavigationAction/navigate(to:)``
    /// of a `pushOnTop` is a push), which guards are shown as the change; empty for any
    /// other change and for a link of several steps.
    // At most one. An array holds it as one reference, so that the action's layout stays
    // out of this struct's value witnesses (held inline, LLVM took long over them in the
    // release build: issue 43).
    @usableFromInline var linkStep: [NavigationAction<Route, Tab>] = []
    /// Whether a dialog opened, closed or was queued.
    @usableFromInline var dialogChanged = false
    /// The dialogs that closed or left the queue, with the chosen button's action (`nil`
    /// when none was chosen), for the navigator to answer whoever awaits them.
    @usableFromInline var closedDialogs: [(id: EntryID, chosen: AnyHashableSendable?)] = []

    /// Where the visible stack was before the change and is after it.
    ///
    /// Recorded by `NavigationState.perform(_:policy:recording:)` so that the navigator
    /// never reads its whole state again to find out (each read of it copies it). Set,
    /// the first marks the outermost call, the one that reports the screen shown.
    @usableFromInline var topBefore: StackLocation<Tab>?
    @usableFromInline var topAfter: StackLocation<Tab>?

    @inlinable init() {}

    /// Sets every field back to what ``init()`` gives it, one by one.
    ///
    /// Assigning a new record instead destroys the old one through its value witness.
    /// A field added to the record is added here too; the invariant tests check that a
    /// cleared record is a new one (`InvariantHarness`).
    @inlinable
    mutating func clear() {
        stacks.clear()
        presentationsOver.clear()
        restyled = nil
        if !departed.isEmpty { departed = [] }
        departedRoot = nil
        tabsChanged = false
        reselectedAtRoot = nil
        splitChanged = false
        reportsEvents = true
        shown = nil
        if !linkStep.isEmpty { linkStep = [] }
        dialogChanged = false
        if !closedDialogs.isEmpty { closedDialogs = [] }
        topBefore = nil
        topAfter = nil
    }

    /// The events of a step, or none when nobody listens.
    @inlinable
    func report(_ events: @autoclosure () -> [NavigationEvent<Route, Tab>]) -> [NavigationEvent<Route, Tab>] {
        reportsEvents ? events() : []
    }

    /// The one event of a step, with room for the screen it shows, or none when nobody
    /// listens.
    ///
    /// A push or a pop reports one event, which the outermost call follows with
    /// ``NavigationEvent/screenShown(_:at:)``: in a list of one, that grew the list, a
    /// second allocation on every heard push and pop.
    @inlinable
    func report(_ event: @autoclosure () -> NavigationEvent<Route, Tab>) -> [NavigationEvent<Route, Tab>] {
        guard reportsEvents else { return [] }
        var events: [NavigationEvent<Route, Tab>] = []
        events.reserveCapacity(2)
        events.append(event())
        return events
    }

    /// Whether nothing an observer can see changed.
    @inlinable var isEmpty: Bool {
        stacks.isEmpty && presentationsOver.isEmpty && restyled == nil && !hasDepartures && !tabsChanged
            && !dialogChanged && !splitChanged
    }

    /// Whether what the user sees on top may have changed: the visible stack moved or
    /// changed, something was presented or dismissed, or the tabs, split or dialog changed.
    @inlinable @inline(__always) var touchesTop: Bool {
        if tabsChanged || dialogChanged || splitChanged || !presentationsOver.isEmpty { return true }
        // Patterns, not optional `!=` and `map`: those copied both locations through
        // their generic witnesses on every change.
        guard case .some(let before) = topBefore, case .some(let after) = topAfter else { return true }
        return before != after || stacks.contains(after)
    }

    /// Records screens that left, sharing the caller's array when it is the first.
    @inlinable
    mutating func depart(_ entries: [NavigationEntry<Route>]) {
        if departed.isEmpty { departed = entries } else { departed += entries }
    }

    /// Records one screen that left, the first of them inline.
    @inlinable
    mutating func depart(_ entry: NavigationEntry<Route>) {
        if departedRoot == nil { departedRoot = entry } else { departed.append(entry) }
    }

    /// Whether any screen left the state.
    @inlinable var hasDepartures: Bool { departedRoot != nil || !departed.isEmpty }

    /// Calls `body` with each screen that left, in no particular order.
    @inlinable
    func eachDeparted(_ body: (NavigationEntry<Route>) -> Void) {
        if let departedRoot { body(departedRoot) }
        for entry in departed { body(entry) }
    }

    /// Every screen that left, in one array, for the waits' settling (only when some
    /// wait is pending).
    @usableFromInline var allDeparted: [NavigationEntry<Route>] {
        departedRoot.map { [$0] + departed } ?? departed
    }

    /// Records a whole-state replacement worked out by comparing both states.
    @inlinable
    mutating func record(_ changes: (difference: NavigationDifference<Tab>, departed: [NavigationEntry<Route>])) {
        for location in changes.difference.changedLocations {
            stacks.append(location)
            presentationsOver.append(location)
        }
        depart(changes.departed)
        tabsChanged = tabsChanged || changes.difference.tabsChanged
        splitChanged = splitChanged || changes.difference.splitChanged
    }

    /// A few locations, the first two held inline.
    @usableFromInline
    struct Locations {
        @usableFromInline var first: StackLocation<Tab>?
        @usableFromInline var second: StackLocation<Tab>?
        @usableFromInline var more: [StackLocation<Tab>] = []

        @inlinable init() {}

        @inlinable var isEmpty: Bool { first == nil }

        @inlinable
        mutating func clear() {
            first = nil
            second = nil
            if !more.isEmpty { more = [] }
        }

        @inlinable
        mutating func append(_ location: StackLocation<Tab>) {
            if first == nil {
                first = location
            } else if second == nil {
                second = location
            } else {
                more.append(location)
            }
        }

        @inlinable
        func each(_ body: (StackLocation<Tab>) -> Void) {
            if let first { body(first) }
            if let second { body(second) }
            for location in more { body(location) }
        }

        @inlinable
        func contains(_ location: StackLocation<Tab>) -> Bool {
            if case .some(let first) = first, first == location { return true }
            if case .some(let second) = second, second == location { return true }
            return more.contains(location)
        }
    }
}

extension NavigationState {
    /// What the rules record of an action as it applies.
    @usableFromInline typealias Change = NavigationChange<Route, Tab>
    /// The events of a change, in the order they happened.
    @usableFromInline typealias Events = [NavigationEvent<Route, Tab>]
}
