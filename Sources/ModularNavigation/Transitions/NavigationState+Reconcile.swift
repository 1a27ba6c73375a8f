extension NavigationState {
    /// A target state re-identified against this one: a screen of the target keeps its
    /// identity when this state has a screen with the same identity and route; every
    /// other screen gets a new identity that this state never handed out.
    ///
    /// So a target built from a copy of the live state keeps the screens (and their view
    /// models) it did not touch, and a target from elsewhere — a saved state, a state
    /// built from routes — can never bring back an identity that was already used.
    func reconciled(with target: NavigationState) -> NavigationState {
        let routes = routesByIdentity
        return renumbering(target, from: nextID) { routes[$0.id] == $0.route }
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
                stack.root = transform(stack.root)
                stack.path = stack.path.map(transform)
            }
        }
    }
}
