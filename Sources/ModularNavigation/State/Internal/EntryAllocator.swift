/// Hands out identities in order while a state is being built.
struct EntryAllocator {
    var next: UInt64 = 0

    mutating func entry<Route>(_ route: Route) -> NavigationEntry<Route> {
        defer { next += 1 }
        return NavigationEntry(id: EntryID(rawValue: next), route: route)
    }

    mutating func stack<Route>(root: Route, path: [Route] = []) -> NavigationStackState<Route> {
        let root = entry(root)
        return NavigationStackState(root: root, path: path.map { entry($0) })
    }
}

// MARK: - Reading
