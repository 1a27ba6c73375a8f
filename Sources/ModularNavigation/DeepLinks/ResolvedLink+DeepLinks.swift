extension ResolvedLink {
    /// Changes a navigation state to show the link's target, or leaves it unchanged.
    ///
    /// - Parameters:
    ///   - state: The current state, usually a copy of the ``Navigator``'s.
    ///   - policy: Rules the app chose; passed to every action.
    /// - Throws: The ``NavigationError`` of the first action refused.
    public func apply<Route, Tab>(
        to state: inout NavigationState<Route, Tab>,
        policy: NavigationPolicy = NavigationPolicy()
    ) throws(NavigationError) where Output == DeepLinkTarget<Route, Tab> {
        try state.apply(value, policy: policy)
    }
}
