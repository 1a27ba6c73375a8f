/// One open window as a link rule sees it: its identity and its navigation state.
public struct NavigationWindowSnapshot<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// The window's identity.
    public let id: NavigationWindowID
    /// What the window shows.
    public let state: NavigationState<Route, Tab>

    /// A window and its state.
    public init(id: NavigationWindowID, state: NavigationState<Route, Tab>) {
        self.id = id
        self.state = state
    }
}
