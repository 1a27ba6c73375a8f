extension NavigationEvent {
    /// Whether the event reports a change of the state.
    var changesState: Bool {
        switch self {
        case .pushed, .popped, .presented, .dismissed, .stackReplaced, .tabSelected, .stateReplaced: true
        case .tabInserted, .tabRemoved, .tabsReordered: true
        default: false
        }
    }
}
