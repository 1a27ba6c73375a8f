extension NavigationState {
    /// A target state re-identified against this one: a screen of the target keeps its
    /// identity when this state has a screen with the same identity and route; every
    /// other screen gets a new identity that this state never handed out.
    ///
    /// So a target built from a copy of the live state keeps the screens (and their view
    /// models) it did not touch, and a target from elsewhere — a saved state, a state
    /// built from routes — can never bring back an identity that was already used.
    @usableFromInline
    func reconciled(with target: NavigationState) -> NavigationState {
        // A stack the target holds unchanged at the same place keeps all its screens, and
        // a screen there cannot also be elsewhere in the target; so only the stacks that
        // differ are looked at, and a link that changes one stack costs that stack, not
        // the whole app. Unchanged stacks share storage, so comparing them is cheap.
        let changed = target.locations.filter { target.stack(at: $0) != stack(at: $0) }
        guard !changed.isEmpty else {
            var result = target
            result.nextID = max(nextID, target.nextID)
            return result
        }
        var routes: [EntryID: Route] = [:]
        for location in locations where stack(at: location) != target.stack(at: location) {
            for entry in stack(at: location)?.entries ?? [] { routes[entry.id] = entry.route }
        }
        var next = nextID
        var result = target
        for location in changed {
            result.modifyStack(at: location) { stack in
                func renumbered(_ entry: NavigationEntry<Route>) -> NavigationEntry<Route> {
                    if routes[entry.id] == entry.route { return entry }
                    defer { next += 1 }
                    return NavigationEntry(id: EntryID(rawValue: next), route: entry.route)
                }
                stack._root = renumbered(stack.root)
                stack._path = stack.path.map(renumbered)
            }
        }
        result.nextID = next
        return result
    }

    /// The route of every screen, by identity.
    var routesByIdentity: [EntryID: Route] {
        var routes: [EntryID: Route] = [:]
        for entry in entries {
            routes[entry.id] = entry.route
        }
        return routes
    }

    /// `target` with every screen that `keeps` rejects given a new identity, counting
    /// up from `start`, which must be above every identity either state may hold.
    func renumbering(
        _ target: NavigationState,
        from start: UInt64,
        keeping keeps: (NavigationEntry<Route>) -> Bool
    ) -> NavigationState {
        var next = start
        var result = target
        result.mapEntries { entry in
            if keeps(entry) { return entry }
            defer { next += 1 }
            return NavigationEntry(id: EntryID(rawValue: next), route: entry.route)
        }
        result.nextID = next
        return result
    }

    /// Rewrites every screen in the state, in ``locations`` order.
    mutating func mapEntries(_ transform: (NavigationEntry<Route>) -> NavigationEntry<Route>) {
        for location in locations {
            modifyStack(at: location) { stack in
                stack._root = transform(stack.root)
                stack._path = stack.path.map(transform)
            }
        }
    }

    /// The state with every route replaced by what `transform` gives for it: the
    /// screens' and the split view's selections; identities stay.
    ///
    /// `package`: a navigation log redacts what it stores with it.
    package func mappingRoutes(_ transform: (Route) -> Route) -> NavigationState {
        var copy = self
        copy.mapEntries { NavigationEntry(id: $0.id, route: transform($0.route)) }
        copy._base.modifySplit { split in
            split._selection = split._selection.map(transform)
            split._contentSelection = split._contentSelection.map(transform)
        }
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
    /// A restored state as it is, keeping every identity that is safe to keep.
    ///
    /// Restored identities survive a cold start, so saved screens keep their identity.
    /// An identity this state already handed out for another screen is renumbered, so
    /// that a client of a screen that is gone can never act on a restored one; the next
    /// identity is above both sides'.
    @usableFromInline
    func adopting(_ restored: NavigationState) -> NavigationState {
        // A restored identity stays when it names the same screen here, or when this
        // state never handed it out; any other would let an old client act on a new
        // screen, so it is renumbered above everything either side has used.
        let routes = routesByIdentity
        let used = nextID
        func keeps(_ entry: NavigationEntry<Route>) -> Bool {
            entry.id.rawValue >= used || routes[entry.id] == entry.route
        }
        // On a cold start every restored identity is usually kept: then the restored
        // stacks are kept as they are, not rewritten (a new array per stack).
        // A loop over indices rather than `allSatisfy`: this runs unspecialised, where each
        // element the generic algorithm copied cost a thousand instructions.
        var keepsAll = true
        search: for location in restored.locations {
            guard let stack = restored.stack(at: location) else { continue }
            guard keeps(stack.root) else {
                keepsAll = false
                break
            }
            for index in stack.path.indices where !keeps(stack.path[index]) {
                keepsAll = false
                break search
            }
        }
        guard !keepsAll else {
            var result = restored
            result.nextID = max(restored.nextID, nextID)
            return result
        }
        return renumbering(restored, from: max(restored.nextID, nextID), keeping: keeps)
    }
}
