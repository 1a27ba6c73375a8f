/// Building a state from what a UI draws, for the headless host that plays SwiftUI's part.
extension NavigationState {
    /// A state with these stacks and layers; it hands out no identities, it only
    /// describes a screen.
    package init(drawnBase base: Base, presentations: [NavigationPresentation<Route>]) {
        self.init(base: base, presentations: presentations, nextID: 0)
    }
}

extension NavigationTabs.Item {
    /// A tab and the stack drawn in it.
    package init(drawnTab tab: Tab, stack: NavigationStackState<Route>) {
        self.init(tab: tab, stack: stack)
    }
}
