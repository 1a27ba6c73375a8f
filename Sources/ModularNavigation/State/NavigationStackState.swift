/// A navigation stack as a value: a root screen and the screens pushed on top of it.
///
/// It mirrors what `NavigationStack(path:)` draws: `root` is the stack's root view and
/// `path` is the bound path, bottom first.
public struct NavigationStackState<Route: Hashable & Sendable>: Hashable, Sendable {
    @usableFromInline var _root: NavigationEntry<Route>
    /// The screen at the bottom of the stack; it cannot be popped.
    public internal(set) var root: NavigationEntry<Route> {
        @inlinable get { _root }
        _modify { yield &_root }
        set { _root = newValue }
    }
    @usableFromInline var _path: [NavigationEntry<Route>]
    /// The pushed screens, bottom first.
    public internal(set) var path: [NavigationEntry<Route>] {
        @inlinable get { _path }
        _modify { yield &_path }
        set { _path = newValue }
    }

    @inlinable
    package init(root: NavigationEntry<Route>, path: [NavigationEntry<Route>] = []) {
        self._root = root
        self._path = path
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

    /// The index of a screen: 0 for the root, 1 for the first pushed screen, and so on.
    @inlinable
    func index(of id: EntryID) -> Int? {
        if _root.id == id { return 0 }
        // From the top: screens that call are mostly the ones on screen.
        return _path.lastIndex { $0.id == id }.map { $0 + 1 }
    }
}

extension NavigationStackState: Codable where Route: Codable {
    private enum CodingKeys: String, CodingKey {
        case _root = "root"
        case _path = "path"
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
