import ModularNavigation

extension NavigationState {
    /// The state with only its lowest `count` layers.
    func keepingLayersForHost(_ count: Int) -> NavigationState {
        guard presentations.count > count else { return self }
        return NavigationState(drawnBase: base, presentations: Array(presentations.prefix(count)))
    }
}
