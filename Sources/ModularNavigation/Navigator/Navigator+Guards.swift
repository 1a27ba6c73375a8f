extension Navigator {
    /// Adds a guard that sees every proposed change and allows, cancels or redirects it.
    ///
    /// Every change passes through the guards, whoever asks for it: the navigator's
    /// methods, screens' clients, deep links (``open(_:)``) and restoration. A guard
    /// sees a ``NavigationProposal``, with the state the change would leave, and is only
    /// asked about changes the rules accept. Guards run in the order they were added;
    /// the first answer other than ``NavigationDecision/allow`` decides.
    ///
    /// ```swift
    /// navigator.addGuard { proposal in
    ///     guard proposal.addedRoutes.contains(.account), !session.isSignedIn else { return .allow }
    ///     return .redirect(presenting: .signIn, expecting: Bool.self) { signedIn in signedIn }
    /// }
    /// ```
    ///
    /// A guard answers; it does not change the navigator itself (a change it makes
    /// anyway stands, and the change it was asked about is reported cancelled). A redirect's action
    /// passes through the guards too, and a guard that keeps redirecting is stopped
    /// with ``NavigationEvent/redirectLoop(_:source:)``. With no guard, changes apply
    /// exactly as they would without this feature.
    ///
    /// - Parameter decide: Answers for one proposed change.
    /// - Returns: A token to remove the guard with.
    @discardableResult public func addGuard(
        _ decide: @escaping @MainActor (NavigationProposal<Route, Tab>) -> NavigationDecision<Route, Tab>
    ) -> NavigationRegistration {
        NavigationRegistration(kind: .guard, rawValue: guards.add(decide))
    }

    /// Removes a guard; removing one twice does nothing.
    public func removeGuard(_ id: NavigationRegistration) {
        guard id.kind == .guard else { return }
        guards.remove(id: id.rawValue)
    }

    /// The first answer other than allow, in the order the guards were added.
    func decide(_ proposal: NavigationProposal<Route, Tab>) -> NavigationDecision<Route, Tab> {
        // A guard may add or remove guards while it answers; the ones asked are those of
        // the moment the change was proposed.
        for entry in guards.entries {
            let decision = entry.decide(proposal)
            if case .allow = decision.verdict { continue }
            return decision
        }
        return .allow
    }

    /// Applies a redirect instead of a change and, for a redirect that resumes, waits for
    /// its flow's value to propose the change again.
    func follow(
        _ redirect: NavigationDecision<Route, Tab>.Redirect,
        instead proposal: NavigationProposal<Route, Tab>,
        chain: RedirectChain<Route, Tab>,
        resuming: ResumableChange<Route, Tab>
    ) -> ProposalOutcome {
        let action = proposal.action
        let source = proposal.source
        var chain = chain
        guard chain.admit(redirect.action) else {
            emit([.redirectLoop(action, source: source)])
            return .cancelled
        }
        emit([.guardRedirected(action, to: redirect.action, source: source)])
        return show(redirect, insteadOf: action, source: source, chain: chain, resuming: resuming)
    }

    /// Shows a redirect's destination and, when it awaits a value, resumes the original
    /// action once the value is accepted.
    ///
    /// The redirect's own action goes through the guards too. When a guard redirects it
    /// in turn (sign-in first needs accepted terms), the inner redirect's resumption
    /// shows this redirect again, so the original action is still resumed at the end.
    func show(
        _ redirect: NavigationDecision<Route, Tab>.Redirect,
        insteadOf action: NavigationAction<Route, Tab>,
        source: NavigationSource,
        chain: RedirectChain<Route, Tab>,
        resuming: ResumableChange<Route, Tab>
    ) -> ProposalOutcome {
        let outcome = propose(
            redirect.action, source: source, chain: chain,
            resuming: .redirect(redirect, insteadOf: action, source: source, then: resuming))
        guard case .applied(let shown) = outcome else {
            if case .redirected = outcome { return outcome }
            return .cancelled
        }
        guard let resumption = redirect.resumption, let shown, current.contains(shown) else {
            return .redirected(resumingAfter: nil)
        }
        let wait = PendingWaits.Wait(
            id: waits.reserveID(), expectation: resumption.expectation, recipient: nil, holds: resuming.holds
        ) { [weak self] result in
            guard let self else { return }
            // Whoever awaited the change's flow follows it: to the resumed change's
            // flow, or to the next redirect, or out as cancelled.
            let followers = waits.take(.redirect(shown))
            var next: PendingWaits.Anchor?
            if case .finished(let value) = result, resumption.accepts(value) {
                emit([.redirectResumed(action, source: source)])
                next = anchor(awaiting: resume(resuming, chain: chain))
            } else {
                emit([.redirectAbandoned(action, source: source)])
            }
            pass(followers, of: shown, to: next)
            // However the redirect ended, a link it held applies unless another one holds it.
            releaseHeldLink()
        }
        waits.add(wait, at: .flow(shown))
        return .redirected(resumingAfter: shown)
    }

}

extension Navigator {
    /// How a proposed change ended.
    @usableFromInline
    enum ProposalOutcome: Equatable {
        /// The change applied; `shown` is the screen it put on top, when it made one.
        case applied(shown: EntryID?)
        /// A guard showed something else instead; `resumingAfter` is the root of the
        /// redirect's flow when the change resumes once that flow finishes.
        case redirected(resumingAfter: EntryID?)
        /// The rules refused it, with why.
        case refused(NavigationError)
        /// A guard cancelled it, or changed the navigator while it answered.
        case cancelled

        @inlinable var isApplied: Bool {
            if case .applied = self { true } else { false }
        }

        /// The screen the applied change put on top, if it applied and made one.
        @inlinable var shown: EntryID? {
            if case .applied(let shown) = self { shown } else { nil }
        }
    }
}

extension Navigator {
    /// Proposes a change a redirect put off, through the guards again: the one place
    /// every resumed redirect goes through.
    @discardableResult
    func resume(_ change: ResumableChange<Route, Tab>, chain: RedirectChain<Route, Tab>) -> ProposalOutcome {
        switch change {
        case .action(let action, let source):
            return propose(action, source: source, chain: chain)
        case .deepLink(let target, let url):
            switch openTarget(target, from: url, chain: chain) {
            case .opened: return .applied(shown: nil)
            case .redirected: return .redirected(resumingAfter: nil)
            // A link that cannot open now ends what waited on it as a cancelled change does;
            // its failure was reported as the link's.
            case .cancelled, .queued, .failed: return .cancelled
            }
        case .restoration(let result):
            return adopt(result, chain: chain).outcome
        case .finishing(let screen, let value, _):
            switch finish(from: screen, with: value, chain: chain) {
            case .delivered, .undelivered: return .applied(shown: nil)
            case .refused(let error): return .refused(error)
            }
        case .redirect(let redirect, let action, let source, let then):
            return show(redirect, insteadOf: action, source: source, chain: chain, resuming: then)
        }
    }
}
