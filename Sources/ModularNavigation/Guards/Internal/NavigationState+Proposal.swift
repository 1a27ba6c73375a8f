extension NavigationState {
    /// The proposal of an action, with the events applying it would report.
    ///
    /// The state itself does not change; an action the rules refuse has no proposal.
    ///
    /// - Parameters:
    ///   - action: The action to try.
    ///   - source: Who asks for it.
    ///   - policy: Rules the app chose.
    /// - Returns: The proposal, with the events applying it would report.
    /// - Throws: The ``NavigationError`` of an action that cannot apply.
    package func proposal(
        for action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        policy: NavigationPolicy
    ) throws(NavigationError) -> (proposal: NavigationProposal<Route, Tab>, events: [NavigationEvent<Route, Tab>]) {
        var change = NavigationChange<Route, Tab>()
        return try proposal(for: action, source: source, policy: policy, recording: &change)
    }
}
