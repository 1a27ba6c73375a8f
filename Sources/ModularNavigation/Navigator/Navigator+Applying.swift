extension Navigator {
    /// Applies an action the rules may accept: committed, put to the guards, or refused,
    /// recorded into the navigator's kept record (``ChangeRecord``).
    ///
    /// Both of ``propose(_:source:chain:resuming:)``'s paths end here, always inlined: a
    /// shared function called out of line made every present and dismiss 5–8% more
    /// instructions; inlined, it costs 0.03% (present) and 0.05% (dismiss) more than two
    /// written-out copies did (`Benchmarks/run --profile limit.present`, `limit.dismiss`).
    @inlinable
    @inline(__always)
    func apply(
        _ action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        chain: RedirectChain<Route, Tab>,
        resuming: ResumableChange<Route, Tab>?
    ) -> ProposalOutcome {
        // A change made while another is applied (an observer or a removal hook that
        // navigates) records into a value of its own.
        guard !record.isInUse else {
            var change = NavigationChange<Route, Tab>()
            return apply(action, recording: &change, source: source, chain: chain, resuming: resuming)
        }
        record.isInUse = true
        defer { record.clear() }
        return apply(action, recording: &record.change, source: source, chain: chain, resuming: resuming)
    }

    /// Applies an action, recording what it changed into `change`.
    @inlinable
    func apply(
        _ action: NavigationAction<Route, Tab>,
        recording change: inout NavigationChange<Route, Tab>,
        source: NavigationSource,
        chain: RedirectChain<Route, Tab>,
        resuming: ResumableChange<Route, Tab>?
    ) -> ProposalOutcome {
        switch core.apply(action, recording: &change) {
        case .guarded:
            return proposeToGuards(action, source: source, chain: chain, resuming: resuming, recording: &change)
        case .applied(let events):
            commit(&change, events: events)
            return .applied(shown: change.shown)
        case .refused(let error):
            refuse(action, error)
            return .refused(error)
        }
    }

    /// The guarded path of ``propose(_:source:chain:resuming:)``: the change is worked out
    /// on a copy, so that the guards can compare it with the current state, and recorded
    /// into `change`, which the rules have not touched.
    @usableFromInline
    func proposeToGuards(
        _ action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        chain: RedirectChain<Route, Tab>,
        resuming: ResumableChange<Route, Tab>?,
        recording change: inout NavigationChange<Route, Tab>
    ) -> ProposalOutcome {
        let proposal: NavigationProposal<Route, Tab>
        let events: [NavigationEvent<Route, Tab>]
        do {
            (proposal, events) = try current.proposal(
                for: action, source: source, policy: core.policy, recording: &change)
        } catch {
            refuse(action, error)
            return .refused(error)
        }
        let decision = decide(proposal)
        // A guard that changed the navigator itself made the proposal stale; committing it
        // would undo that change and could hand out an identity twice.
        if current != proposal.current {
            emit([.guardCancelled(proposal.action, source: source)])
            return .cancelled
        }
        switch decision.verdict {
        case .allow:
            current = proposal.proposed
            core.commits &+= 1
            commit(&change, events: events)
            return .applied(shown: change.shown)
        case .cancel:
            emit([.guardCancelled(proposal.action, source: source)])
            return .cancelled
        case .redirect(let redirect):
            return follow(
                redirect, instead: proposal, chain: chain, resuming: resuming ?? .action(action, source: source))
        }
    }

    @inlinable
    func refuse(_ action: NavigationAction<Route, Tab>, _ error: NavigationError) {
        guard hasEventListeners else { return }
        if case .screenGone(let screen) = error {
            emit([.staleCall(action, screen: screen)])
        } else {
            emit([.refused(action, error)])
        }
    }
}
