extension NavigationStackState {
    @inlinable
    package init(root: NavigationEntry<Route>, path: [NavigationEntry<Route>] = []) {
        self._root = root
        self._path = path
    }

    /// The index of a screen: 0 for the root, 1 for the first pushed screen, and so on.
    @inlinable
    package func index(of id: EntryID) -> Int? {
        if _root.id == id { return 0 }
        // From the top: screens that call are mostly the ones on screen.
        return _path.lastIndex { $0.id == id }.map { $0 + 1 }
    }
}
