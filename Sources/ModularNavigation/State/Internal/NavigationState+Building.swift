extension NavigationState {
    package init(base: Base, presentations: [NavigationPresentation<Route>] = [], nextID: UInt64) {
        self._base = base
        self._presentations = presentations
        self._dialog = nil
        self.nextID = nextID
    }
}

extension NavigationState {
    /// The index in ``presentations`` of the presentation drawn directly over a location.
    @inlinable
    package func presentationIndex(over location: StackLocation<Tab>) -> Int? {
        switch location {
        case .presented(let level):
            // The layer over level n is level n + 1, at index n.
            guard presentationIndex(ofLevel: level) != nil, level < _presentations.count else { return nil }
            return level
        case .main, .tab, .sidebar, .detail, .aboveTabs, .tabDetail:
            return location == baseLocation && !_presentations.isEmpty ? 0 : nil
        }
    }
}
