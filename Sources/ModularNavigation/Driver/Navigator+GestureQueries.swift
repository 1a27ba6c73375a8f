extension Navigator {
    /// Whether an action would apply now: the rules accept it and every guard allows it.
    ///
    /// Guards are asked, nothing is committed and no event is sent, so the adapter can
    /// ask it while drawing: a control whose gesture would be refused is disabled rather
    /// than letting the user swipe a screen away that then bounces back.
    package func wouldApply(_ action: NavigationAction<Route, Tab>) -> Bool {
        guard let (proposal, _) = try? current.proposal(for: action, source: .app, policy: policy) else {
            return false
        }
        if case .allow = decide(proposal) { return true }
        return false
    }
}
