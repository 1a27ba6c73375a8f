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
    @discardableResult package func performAsUser(_ action: NavigationAction<Route, Tab>) -> Bool {
        perform(action, as: .user)
    }

    /// Applies an action on behalf of a source (the user, or a screen whose link the
    /// user tapped), through the guards; says whether it applied.
    @discardableResult
    package func perform(_ action: NavigationAction<Route, Tab>, as source: NavigationSource) -> Bool {
        propose(action, source: source).isApplied
    }
}
