extension NavigationState {
    /// A target state re-identified against this one: a screen of the target keeps its
    /// identity when this state has a screen with the same identity and route; every
    /// other screen gets a new identity that this state never handed out.
    ///
    /// So a target built from a copy of the live state keeps the screens (and their view
    /// models) it did not touch, and a target from elsewhere — a saved state, a state
    /// built from routes — can never bring back an identity that was already used.
    func reconciled(with target: NavigationState) -> NavigationState {
        var routes: [EntryID: Route] = [:]
        for entry in entries {
            routes[entry.id] = entry.route
        }
        var next = nextID
        var result = target
        result.mapEntries { entry in
            if routes[entry.id] == entry.route { return entry }
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
