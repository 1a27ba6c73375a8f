/// A navigation stack as a value: a root screen and the screens pushed on top of it.
///
/// It mirrors what `NavigationStack(path:)` draws: `root` is the stack's root view and
/// `path` is the bound path, bottom first.
public struct NavigationStackState<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The screen at the bottom of the stack; it cannot be popped.
    public internal(set) var root: NavigationEntry<Route>
    /// The pushed screens, bottom first.
    public internal(set) var path: [NavigationEntry<Route>]

    package init(root: NavigationEntry<Route>, path: [NavigationEntry<Route>] = []) {
        self.root = root
        self.path = path
    }

    /// The screen on top of the stack: the last pushed one, or the root.
    public var top: NavigationEntry<Route> { path.last ?? root }

    /// The number of pushed screens; zero at the root.
    public var depth: Int { path.count }

    /// All screens, root first.
    public var entries: [NavigationEntry<Route>] { [root] + path }

    /// The index of a screen: 0 for the root, 1 for the first pushed screen, and so on.
    func index(of id: EntryID) -> Int? {
        if root.id == id { return 0 }
        // From the top: screens that call are mostly the ones on screen.
        return path.lastIndex { $0.id == id }.map { $0 + 1 }
    }
}

extension NavigationStackState: Codable where Route: Codable {}
