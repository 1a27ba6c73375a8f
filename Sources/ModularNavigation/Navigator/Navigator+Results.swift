extension Navigator {
    /// Waits on an anchor until the wait ends; `recipient` is the screen that asked,
    /// named when a value is delivered.
    ///
    /// Holds the navigator only weakly while it waits: an awaiting task must not keep a
    /// navigator alive, or a navigator dropped mid-flow would leak with its waiter.
    @usableFromInline
    static func wait(
        at anchor: PendingWaits.Anchor,
        for recipient: EntryID?,
        in navigator: WeakReference<Navigator>,
        expecting expectation: ResultExpectation?
    ) async -> NavigationResult<any Sendable> {
        guard let id = navigator.value?.waits.reserveID() else { return .cancelled }
        let watch = ResultWatch.current
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard let navigator = navigator.value else { return continuation.resume(returning: .cancelled) }
                let wait = PendingWaits.Wait(id: id, expectation: expectation, recipient: recipient) {
                    continuation.resume(returning: $0)
                }
                navigator.waits.add(wait, at: anchor)
                // Work run by the testing helpers counts as settled while the answer is awaited.
                watch?.started { [weak wait] in wait?.isWaiting ?? false }
            }
        } onCancel: {
            // Ends the wait; what it hung on stays up.
            Task { @MainActor in navigator.value?.endWait(id) }
        }
    }

    /// Shows a route from a screen; returns where a wait for the flow it starts hangs.
    ///
    /// A change a guard redirected is awaited through the redirect: the wait follows
    /// the change when the redirect resumes it, and ends cancelled when it is abandoned.
    ///
    /// A screen that the change took away (a new root for its own stack) is not there to
    /// take a value: its wait ends at once, as any presenter's that leaves.
    @usableFromInline
    func showForResult(_ route: Route, _ mode: NavigationMode, from screen: EntryID) -> PendingWaits.Anchor? {
        let anchor = anchor(
            awaiting: propose(current.action(showing: route, in: mode, from: screen), source: .client(screen)))
        guard current.contains(screen) else {
            if case .flow(let shown)? = anchor { emit([.resultCancelled(shown)]) }
            return nil
        }
        return anchor
    }

    /// Where a wait for the flow a proposed change shows hangs, or `nil` when the change
    /// shows nothing to wait for.
    func anchor(awaiting outcome: ProposalOutcome) -> PendingWaits.Anchor? {
        switch outcome {
        case .applied(let shown?) where current.contains(shown): .flow(shown)
        case .applied(let shown?) where current.hasDialog(shown): .dialog(shown)
        case .redirected(let redirect?): .redirect(redirect)
        case .applied, .redirected, .refused, .cancelled: nil
        }
    }

    /// Finishes the nearest awaited flow at or below a screen with a value; when nothing
    /// awaits one, dismisses the screen's own flow so that it never stays up unanswered.
    ///
    /// `chain` holds the redirects a resumed finish already went through, so that a guard
    /// that redirects its dismissal the same way again is stopped as a loop.
    @usableFromInline
    func finish(
        from screen: EntryID,
        with value: any Sendable,
        chain: RedirectChain<Route, Tab> = RedirectChain()
    ) -> ResultDelivery {
        guard current.contains(screen) else { return refuseResult(from: screen, .screenGone(screen)) }
        guard let awaited = current.screensBelow(screen).first(where: { waits.wait(at: .flow($0)) != nil }),
            let wait = waits.wait(at: .flow(awaited))
        else {
            return finishUnawaited(from: screen, with: value, chain: chain)
        }
        // While a guard asks before the flow closes, the flow is already answering.
        guard !waits.isHolding(.finish(awaited)) else { return refuseResult(from: screen, .flowAlreadyFinishing) }
        if let expectation = wait.expectation, !expectation.accepts(value) {
            let mismatch = NavigationError.resultTypeMismatch(
                expected: expectation.typeName, actual: String(describing: type(of: value)))
            return refuseResult(from: screen, mismatch)
        }
        // Taken first, so that the dismissal does not cancel it; given back if the flow
        // stays on screen (a guard kept it, or it is the app's root), so a later finish works.
        let taken = waits.take(.flow(awaited))
        // A guard that redirects the dismissal (confirm first) resumes this finish, value and all.
        let resuming = ResumableChange<Route, Tab>.finishing(screen, value: value, flow: awaited)
        let outcome = propose(.dismiss(awaited), source: .client(screen), chain: chain, resuming: resuming)
        guard outcome.isApplied || !current.contains(awaited) else {
            for wait in taken { waits.add(wait, at: .flow(awaited)) }
            return refuseResult(from: screen, .flowNotDismissed)
        }
        end(taken.map { (.flow(awaited), $0, .finished(value)) })
        return .delivered
    }

    /// Ends a flow nobody awaits: its presenter was restored, or a link opened it.
    private func finishUnawaited(
        from screen: EntryID,
        with value: any Sendable,
        chain: RedirectChain<Route, Tab>
    ) -> ResultDelivery {
        guard let (location, index) = current.position(of: screen),
            let flow = current.flowRoot(at: location, index: index)
        else {
            return refuseResult(from: screen, .noPendingResult)
        }
        guard !waits.isHolding(.finish(flow)) else { return refuseResult(from: screen, .flowAlreadyFinishing) }
        // Resumed as a finish, not as a close, so that it is reported as one and held as one.
        let resuming = ResumableChange<Route, Tab>.finishing(screen, value: value, flow: flow)
        guard propose(.close(screen), source: .client(screen), chain: chain, resuming: resuming).isApplied else {
            return refuseResult(from: screen, .flowNotDismissed)
        }
        emit([.resultUndelivered(from: screen)])
        return .undelivered
    }

    private func refuseResult(from screen: EntryID, _ error: NavigationError) -> ResultDelivery {
        emit([.resultRefused(from: screen, error)])
        return .refused(error)
    }

    /// The root of the flow presented over a screen's stack, when a presenter may start
    /// waiting for it; reports why not otherwise.
    @usableFromInline
    func awaitablePresentation(over screen: EntryID) -> EntryID? {
        guard let (location, index) = current.position(of: screen) else {
            emit([.resultRefused(from: screen, .screenGone(screen))])
            return nil
        }
        let shown: EntryID
        if let above = current.aboveTabsFlowRoot(covering: location, index: index) {
            // The flow above the tabs is a flow over what it hides, as a layer is over
            // its presenter: finishing it delivers to the screens below (`screensBelow`).
            shown = above
        } else {
            // The layer it would have presented: the first that covers its stack (layers
            // hang off the base stack, and cover the shown sidebar too), else one beside it.
            let over = current.presentationIndices(over: location)
            guard !over.isEmpty else { return nil }
            let covering = current.firstCovering(over: location)
            shown = current.presentations[over.contains(covering) ? covering : over.lowerBound].stack.root.id
        }
        guard waits.wait(at: .flow(shown)) == nil else {
            emit([.resultRefused(from: screen, .resultAlreadyAwaited)])
            return nil
        }
        return shown
    }
}
