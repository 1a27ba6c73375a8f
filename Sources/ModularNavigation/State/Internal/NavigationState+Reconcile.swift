/// What a screen is, for keeping its identity across a whole new state: what it shows,
/// and the layer it is the root of, if any (a presentation's root, or the root of the
/// stack above the tabs).
///
/// A layer's root that comes back anywhere else (pushed, say) is another screen: the
/// flow it was the root of has gone, and every wait on it ends. Any other screen keeps
/// its identity wherever its stack's content goes, so a layout change (a tab's screens
/// into a split view's detail) keeps the screens and their objects.
@usableFromInline
struct ScreenPlace<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Equatable {
    @usableFromInline let route: Route
    @usableFromInline let layer: StackLocation<Tab>?

    @inlinable
    init(_ route: Route, at location: StackLocation<Tab>, isRoot: Bool) {
        self.route = route
        switch location {
        case .presented, .aboveTabs: layer = isRoot ? location : nil
        // The flow a layer over the app became when it was minimized: its root is that
        // layer's, so minimizing or expanding through a whole new state keeps the flow.
        case .minimized: layer = isRoot ? .presented(1) : nil
        case .main, .tab, .sidebar, .detail, .tabDetail: layer = nil
        }
    }
}

extension NavigationState {
    /// A target state re-identified against this one, by the rule of identity.
    ///
    /// A screen of the target keeps its identity when this state has a screen with the
    /// same identity, route and layer (``ScreenPlace``); every other screen gets a new
    /// identity that this state never handed out. `keptCount` in
    /// `NavigationStackState+Identity.swift` states the rule for every change.
    ///
    /// So a target built from a copy of the live state keeps the screens (and their view
    /// models) it did not touch, and a target from elsewhere — a saved state, a state
    /// built from routes — can never bring back an identity that was already used.
    @inlinable
    func reconciled(with target: NavigationState) -> NavigationState {
        // A stack the target holds unchanged at the same place keeps all its screens, and
        // a screen there cannot also be elsewhere in the target; so only the stacks that
        // differ are looked at, and a link that changes one stack costs that stack, not
        // the whole app. Unchanged stacks share storage, so comparing them is cheap.
        // Each state's stacks read in one pass each: a lookup by location walks the tabs.
        var own: [StackLocation<Tab>: NavigationStackState<Route>] = [:]
        forEveryStack { location, stack in own[location] = stack }
        var changed: Set<StackLocation<Tab>> = []
        var targetHas: Set<StackLocation<Tab>> = []
        target.forEveryStack { location, stack in
            targetHas.insert(location)
            if own[location] != stack { changed.insert(location) }
        }
        guard !changed.isEmpty else {
            var result = target
            result.nextID = max(nextID, target.nextID)
            return result
        }
        // This state's stacks that differ: the changed ones, and those the target lacks.
        var places: [EntryID: ScreenPlace<Route, Tab>] = [:]
        for (location, stack) in own where changed.contains(location) || !targetHas.contains(location) {
            record(stack, at: location, in: &places)
        }
        return renumbering(target, from: nextID, at: changed) { places[$0.id] == $1 }
    }

    /// What every screen is, by identity.
    var placesByIdentity: [EntryID: ScreenPlace<Route, Tab>] {
        var places: [EntryID: ScreenPlace<Route, Tab>] = [:]
        forEveryStack { location, stack in record(stack, at: location, in: &places) }
        return places
    }

    /// `target` with every screen that `keeps` rejects given a new identity, counting
    /// up from `start`, which must be above every identity either state may hold.
    ///
    /// `keeps` is told what the screen is where it stands (``ScreenPlace``). Only the
    /// stacks at `only` are looked at when given; else every stack, in ``locations``
    /// order, each root before its path. The root of a flow pushed above the tabs stays
    /// marked under its new identity (the first screen that had it, should two).
    @inlinable
    func renumbering(
        _ target: NavigationState,
        from start: UInt64,
        at only: Set<StackLocation<Tab>>? = nil,
        keeping keeps: (NavigationEntry<Route>, ScreenPlace<Route, Tab>) -> Bool
    ) -> NavigationState {
        var next = start
        var result = target
        var flowRoot = (id: target._aboveTabsFlowRoot, found: false)
        result.modifyEveryStack { location, stack in
            if let only, !only.contains(location) { return }
            func renumbered(_ entry: NavigationEntry<Route>, isRoot: Bool) -> NavigationEntry<Route> {
                let isFlowRoot = !flowRoot.found && entry.id == flowRoot.id
                if isFlowRoot { flowRoot.found = true }
                if keeps(entry, ScreenPlace(entry.route, at: location, isRoot: isRoot)) { return entry }
                defer { next += 1 }
                if isFlowRoot { flowRoot.id = EntryID(rawValue: next) }
                return NavigationEntry(id: EntryID(rawValue: next), route: entry.route)
            }
            stack._root = renumbered(stack._root, isRoot: true)
            stack._path = stack._path.map { renumbered($0, isRoot: false) }
        }
        result.nextID = next
        result._aboveTabsFlowRoot = flowRoot.id
        result.followDialogScreens(of: target)
        return result
    }

    /// Rewrites every screen in the state, in ``locations`` order.
    mutating func mapEntries(_ transform: (NavigationEntry<Route>) -> NavigationEntry<Route>) {
        modifyEveryStack { _, stack in
            stack._root = transform(stack.root)
            stack._path = stack.path.map(transform)
        }
    }

    /// The state with every route replaced by what `transform` gives for it: the
    /// screens' and every split view's selections, the app's and each tab's; identities stay.
    ///
    /// `package`: a navigation log redacts what it stores with it.
    package func mappingRoutes(_ transform: (Route) -> Route) -> NavigationState {
        var copy = self
        copy.mapEntries { NavigationEntry(id: $0.id, route: transform($0.route)) }
        // Every split, the app's and each tab's: a detail root redacted under an
        // unredacted selection would leave the split invalid and the log unreadable.
        func mapSelections(_ split: inout NavigationSplit<Route>) {
            split._selection = split._selection.map(transform)
            split._contentSelection = split._contentSelection.map(transform)
        }
        copy._base.modify(
            tabs: { tabs in
                for index in tabs._items.indices { tabs._items[index].content.modify(split: mapSelections) }
            },
            split: mapSelections)
        return copy
    }

    /// The state without its dialog, which is transient: logs and replays compare
    /// states without it.
    package var withoutDialog: NavigationState {
        var copy = self
        copy._dialog = nil
        return copy
    }
}

extension NavigationState {
    /// A restored state as it is, identities included, as ``NavigationAction/adopt(_:)``
    /// promises.
    ///
    /// The next identity is above both sides', so new screens never reuse one.
    @usableFromInline
    func adopting(_ restored: NavigationState) -> NavigationState {
        var result = restored
        result.nextID = max(restored.nextID, nextID)
        return result
    }

    /// A restored state re-identified so that no identity this state handed out names
    /// another screen, with how many screens were given new identities.
    ///
    /// A restored identity stays when it names the same screen here, the root of the
    /// same layer or of none (``ScreenPlace``), or when this state never handed it out; any other would let
    /// a client of a screen that is gone act on a restored one (or a wait on a layer
    /// survive its layer), so it is renumbered above everything either side has used.
    /// The navigator uses it once it has handed out a client.
    @usableFromInline
    func keepingHandedOutIdentities(_ restored: NavigationState) -> (state: NavigationState, renumbered: Int) {
        let places = placesByIdentity
        let used = nextID
        let start = max(restored.nextID, nextID)
        let state = renumbering(restored, from: start) { $0.id.rawValue >= used || places[$0.id] == $1 }
        return (state, Int(state.nextID - start))
    }
}

extension NavigationState {
    /// Records where the screens of a stack are.
    @inlinable
    func record(
        _ stack: NavigationStackState<Route>?,
        at location: StackLocation<Tab>,
        in places: inout [EntryID: ScreenPlace<Route, Tab>]
    ) {
        guard let stack else { return }
        places[stack.root.id] = ScreenPlace(stack.root.route, at: location, isRoot: true)
        for entry in stack.path {
            places[entry.id] = ScreenPlace(entry.route, at: location, isRoot: false)
        }
    }
}
