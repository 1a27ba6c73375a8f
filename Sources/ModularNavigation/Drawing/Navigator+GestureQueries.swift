extension Navigator {
    /// Whether an action would apply now: the rules accept it and every guard allows it.
    ///
    /// Guards are asked, nothing is committed and no event is sent, so the adapter can
    /// ask it while drawing: a control whose gesture would be refused is disabled rather
    /// than letting the user swipe a screen away that then bounces back.
    package func wouldApply(_ action: NavigationAction<Route, Tab>, source: NavigationSource = .user) -> Bool {
        guard let (proposal, _) = try? current.proposal(for: action, source: source, policy: policy) else {
            return false
        }
        if case .allow = decide(proposal).verdict { return true }
        return false
    }

    /// Applies the action a user's gesture means, as the user's change: guards and
    /// events see ``NavigationSource/user``.
    @discardableResult
    package func performAsUser(_ action: NavigationAction<Route, Tab>) -> Bool {
        propose(action, source: .user).isApplied
    }

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
