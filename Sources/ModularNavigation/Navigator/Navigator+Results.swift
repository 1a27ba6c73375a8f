extension Navigator {
    /// Waits until a shown screen's flow finishes with a value or ends without one;
    /// `recipient` is the screen that asked, named when the value is delivered.
    ///
    /// Holds the navigator only weakly while it waits: an awaiting task must not keep a
    /// navigator alive, or a navigator dropped mid-flow would leak with its waiter.
    @usableFromInline
    static func awaitResult(
        of shown: EntryID,
        for recipient: EntryID,
        in navigator: WeakReference<Navigator>,
        expecting expectation: ResultExpectation
    ) async -> ResultOutcome {
        let watch = ResultWatch.current
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard let navigator = navigator.value else { return continuation.resume(returning: .cancelled) }
                let waiter = PendingResults.Waiter(expectation: expectation, recipient: recipient) {
                    continuation.resume(returning: $0)
                }
                navigator.pendingResults.add(waiter, for: shown)
                watch?.started { [weak navigator] in navigator?.pendingResults.waiter(for: shown) != nil }
            }
        } onCancel: {
            Task { @MainActor in navigator.value?.cancelResult(for: shown) }
        }
    }

    /// Shows a route from a screen; returns the new screen, or `nil` when refused.
    @usableFromInline
    func show(_ route: Route, _ mode: NavigationMode, from screen: EntryID) -> EntryID? {
        guard case .applied(let shown?) = propose(mode.action(route, from: screen), source: .client(screen)),
            current.contains(shown)
        else { return nil }
        return shown
    }

    /// Finishes the nearest awaited flow at or below a screen with a value; when nothing
    /// awaits one, dismisses the screen's own flow so that it never stays up unanswered.
    @usableFromInline
    func finish(from screen: EntryID, with value: any Sendable) -> ResultDelivery {
        guard current.contains(screen) else { return refuseResult(from: screen, .screenGone(screen)) }
        guard let awaited = current.screensBelow(screen).first(where: { pendingResults.waiter(for: $0) != nil }),
            let waiter = pendingResults.waiter(for: awaited)
        else {
            return finishUnawaited(from: screen)
        }
        guard waiter.expectation.accepts(value) else {
            let mismatch = NavigationError.resultTypeMismatch(
                expected: waiter.expectation.typeName, actual: String(describing: type(of: value)))
            return refuseResult(from: screen, mismatch)
        }
        // Taken first, so that the dismissal does not cancel it; given back if the flow
        // stays on screen (a guard kept it, or it is the app's root), so a later finish works.
        _ = pendingResults.take(awaited)
        let outcome = propose(.dismiss(awaited), source: .client(screen))
        guard outcome.isApplied || !current.contains(awaited) else {
            pendingResults.add(waiter, for: awaited)
            return refuseResult(from: screen, .flowNotDismissed)
        }
        emit([.resultDelivered(to: waiter.recipient ?? awaited)])
        waiter.resume(.value(value))
        return .delivered
    }

    /// Ends a flow nobody awaits: its presenter was restored, or a link opened it.
    private func finishUnawaited(from screen: EntryID) -> ResultDelivery {
        guard let (location, _) = current.position(of: screen), location.isPresented || location == .aboveTabs else {
            return refuseResult(from: screen, .noPendingResult)
        }
        guard propose(.close(screen), source: .client(screen)).isApplied else {
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
        guard let (location, _) = current.position(of: screen) else {
            emit([.resultRefused(from: screen, .screenGone(screen))])
            return nil
        }
        guard let shown = current.presentation(over: location)?.stack.root.id else { return nil }
        guard pendingResults.waiter(for: shown) == nil else {
            emit([.resultRefused(from: screen, .resultAlreadyAwaited)])
            return nil
        }
        return shown
    }

    /// Takes the waiters of screens that left the state, for the caller to resume as
    /// cancelled once it has reported the change.
    @inlinable
    func takeResults(for departed: [NavigationEntry<Route>]) -> [(screen: EntryID, waiter: PendingResults.Waiter)] {
        guard !pendingResults.isEmpty else { return [] }
        return departed.map(\.id).sorted().compactMap { screen in
            pendingResults.take(screen).map { (screen, $0) }
        }
    }

    fileprivate func cancelResult(for screen: EntryID) {
        guard let waiter = pendingResults.take(screen) else { return }
        waiter.resume(.cancelled)
        emit([.resultCancelled(screen)])
    }
}
