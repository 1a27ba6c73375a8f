extension StackLocation {
    /// The level of a presented stack, or `nil` for a base one.
    package var presentationLevel: Int? {
        if case .presented(let level) = self { return level }
        return nil
    }
}

extension StackLocation {
    /// The tab whose own columns hold the stack here: its stack (a split view's sidebar,
    /// when it holds one) and its detail column; `nil` for a stack in no tab.
    @inlinable
    package var owningTab: Tab? {
        switch self {
        case .tab(let tab), .tabDetail(let tab): tab
        case .main, .sidebar, .detail, .presented, .aboveTabs, .minimized: nil
        }
    }
}
