/// A navigation stack as a value: a root screen and the screens pushed on top of it.
///
/// It mirrors what `NavigationStack(path:)` draws: `root` is the stack's root view and
/// `path` is the bound path, bottom first.
public struct NavigationStackState<Route: Hashable & Sendable>: Hashable, Sendable {
    // Stored under `_` names that `@inlinable` code reads and writes; the public names only
    // read, since the internal setter of a public property cannot be `@usableFromInline`.
    @usableFromInline var _root: NavigationEntry<Route>
    /// The screen at the bottom of the stack; it cannot be popped.
    @inlinable public var root: NavigationEntry<Route> { _root }
    @usableFromInline var _path: [NavigationEntry<Route>]
    /// The pushed screens, bottom first.
    public package(set) var path: [NavigationEntry<Route>] {
        @inlinable get { _path }
        set { _path = newValue }
    }

    /// The screen on top of the stack: the last pushed one, or the root.
    @inlinable
    public var top: NavigationEntry<Route> { _path.last ?? _root }

    /// The number of pushed screens; zero at the root.
    @inlinable
    public var depth: Int { _path.count }

    /// All screens, root first.
    @inlinable
    public var entries: [NavigationEntry<Route>] { [_root] + _path }
}

extension NavigationStackState: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case ids, routes
    }

    /// Reads `{"ids":[N…],"routes":[ROUTE…]}`, root first, with the identities as
    /// runs or one per screen (see `IdentityRuns`), refusing a list that does not give
    /// one identity per route, or a stack without a root.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        var ids = try container.decode(IdentityRuns.self, forKey: .ids).makeIterator()
        let routes = try container.decode([Route].self, forKey: .routes)
        var entries: [NavigationEntry<Route>] = []
        entries.reserveCapacity(routes.count)
        for route in routes {
            guard let id = ids.next() else { break }
            entries.append(NavigationEntry(id: id, route: route))
        }
        // One more identity than routes is enough to refuse: a run is never expanded further.
        guard let root = entries.first, entries.count == routes.count, ids.next() == nil else {
            throw DecodingError.dataCorruptedError(
                forKey: .routes, in: container, debugDescription: "A stack needs a root and one identity per route.")
        }
        self.init(root: root, path: Array(entries.dropFirst()))
    }

    /// Writes the identities and the routes as two lists rather than one object per
    /// screen, the identities as runs: the field names and braces of an object per
    /// screen were half of an archive whose routes are small, and a number per screen
    /// most of the rest.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        guard let ids = IdentityRuns([_root.id] + _path.lazy.map(\.id)) else {
            throw EncodingError.invalidValue(
                self,
                EncodingError.Context(
                    codingPath: encoder.codingPath, debugDescription: "An identity is beyond the identity limit."))
        }
        try container.encode(ids, forKey: .ids)
        var routes = container.nestedUnkeyedContainer(forKey: .routes)
        try routes.encode(_root.route)
        for entry in _path { try routes.encode(entry.route) }
    }
}

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
