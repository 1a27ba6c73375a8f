/// Building a state from what a UI draws, for the headless host that plays SwiftUI's part.
extension NavigationState {
    /// A state with these stacks and layers; it hands out no identities, it only
    /// describes a screen.
    package init(drawnBase base: Base, presentations: [NavigationPresentation<Route>], dialog: PresentedDialog? = nil) {
        self.init(base: base, presentations: presentations, nextID: 0)
        self._dialog = dialog
    }
}
