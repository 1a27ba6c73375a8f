package import ModularNavigation

extension Navigator {
    /// Whether the user may dismiss the layer with this root by the layer's own gesture
    /// (a sheet swiped down, a tap outside the layer), the one rule SwiftUI's
    /// `interactiveDismissDisabled` and the headless host both follow.
    ///
    /// The layer's style must offer the gesture, and the guards must let the dismissal
    /// through as the user's: a sheet a guard holds refuses the swipe instead of
    /// sliding away and bouncing back.
    package func userMayDismissLayer(_ root: EntryID) -> Bool {
        guard let layer = current.presentations.first(where: { $0.stack.root.id == root }),
            layer.style.offersDismissGesture
        else { return false }
        return wouldApply(.dismiss(root))
    }

    /// Whether the user may go back from a screen: a pushed screen's back button and
    /// swipe, or the back button on the root of the stack above the tabs; not when a
    /// guard would refuse it.
    package func userMayGoBack(from screen: EntryID) -> Bool {
        wouldApply(.dismiss(screen))
    }
}
