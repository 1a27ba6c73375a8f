/// One screen in a stack: a route and the identity it was given when it appeared.
public struct NavigationEntry<Route: Hashable & Sendable>: Hashable, Sendable, Identifiable {
    /// The screen's identity, unique in the whole state and never reused.
    public let id: EntryID
    /// What the screen shows.
    public let route: Route

    @inlinable
    package init(id: EntryID, route: Route) {
        self.id = id
        self.route = route
    }
}

extension NavigationEntry: Codable where Route: Codable {}
