/// A change a guard is asked about: what was asked, by whom, and what it would give.
///
/// The proposed state is computed purely, with ``NavigationState/perform(_:policy:)`` on
/// a copy of the current state, so a guard can judge the outcome rather than the
/// action: a guard that protects a route looks at ``addedRoutes``, and so catches a
/// push, a presentation, a deep link and a restored state alike.
///
/// ```swift
/// navigator.addGuard { proposal in
///     proposal.addedRoutes.contains(.admin) && !session.isAdmin ? .cancel : .allow
/// }
/// ```
public struct NavigationProposal<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// The action that would apply.
    ///
    /// A deep link is proposed as what it does: a target that comes down to one action on
    /// the current state is that action (a `pushOnTop` of one route is a ``NavigationAction/push(_:from:)``),
    /// any other ``NavigationAction/navigate(to:)``.
    public let action: NavigationAction<Route, Tab>
    /// Who asked for it.
    public let source: NavigationSource
    /// The state now.
    public let current: NavigationState<Route, Tab>
    /// The state the action would leave.
    public let proposed: NavigationState<Route, Tab>

    /// Creates a proposal from the states before and after an action.
    ///
    /// - Parameters:
    ///   - action: The action that would apply.
    ///   - source: Who asked for it.
    ///   - current: The state now.
    ///   - proposed: The state the action would leave.
    public init(
        action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        current: NavigationState<Route, Tab>,
        proposed: NavigationState<Route, Tab>
    ) {
        self.action = action
        self.source = source
        self.current = current
        self.proposed = proposed
    }

    /// The screens the change would add, in the proposed state's order.
    ///
    /// A screen counts as added when the current state has no screen with its identity
    /// and route, so a restored or deep-linked state that keeps a screen does not
    /// report it again.
    public var addedEntries: [NavigationEntry<Route>] {
        let existing = Set(current.entries)
        return proposed.entries.filter { !existing.contains($0) }
    }

    /// The routes of the screens the change would add.
    public var addedRoutes: [Route] {
        addedEntries.map(\.route)
    }
}

extension NavigationState {
    /// The proposal of an action, recording what it would change.
    func proposal(
        for action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        policy: NavigationPolicy,
        recording change: inout NavigationChange<Route, Tab>
    ) throws(NavigationError) -> (proposal: NavigationProposal<Route, Tab>, events: [NavigationEvent<Route, Tab>]) {
        var next = self
        let events = try next.perform(action, policy: policy, recording: &change)
        // A link is proposed as what it does: the one action it came down to, if it did.
        let shown = change.linkStep.first ?? action
        return (NavigationProposal(action: shown, source: source, current: self, proposed: next), events)
    }
}
