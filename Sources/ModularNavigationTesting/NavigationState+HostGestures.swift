import ModularNavigation

extension NavigationState {
    /// A drawn screen and everything drawn above it: the rest of its stack and every
    /// layer over that stack.
    func entriesForHost(from screen: EntryID) -> [EntryID] {
        guard let (location, index) = position(of: screen), let stack = stack(at: location) else { return [] }
        let above = stack.entries[index...].map(\.id)
        let firstLayer =
            switch location {
            case .presented(let level): level
            case .main, .tab, .sidebar, .detail, .aboveTabs, .tabDetail: 0
            }
        return above + presentations.dropFirst(firstLayer).flatMap { $0.stack.entries.map(\.id) }
    }
}
