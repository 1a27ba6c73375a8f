extension Navigator {
    /// Ends waits taken from their anchors, each with its result: the one place every
    /// path that ends a wait goes through, so that each is reported once, the same way.
    ///
    /// A wait is reported by what it hung on: a value delivered from a flow as
    /// ``NavigationEvent/resultDelivered(to:)`` (the presenter, or the flow's root for a
    /// guard); a screen's wait that ends without one as
    /// ``NavigationEvent/resultCancelled(_:)`` of the flow it awaited, or of the redirect's
    /// flow it awaited through. A guard's own wait ends reported by
    /// ``NavigationEvent/redirectResumed(_:source:)`` or
    /// ``NavigationEvent/redirectAbandoned(_:source:)``, a dialog's by the dialog's events
    /// (or, cancelled by its task while the dialog stays up, as `resultCancelled` of it).
    /// The events come before any waiter resumes, so that a waiter that acts (a redirect)
    /// acts last.
    func end(
        _ ended: [(PendingWaits.Anchor, PendingWaits.Wait, NavigationResult<any Sendable>)],
        after events: [NavigationEvent<Route, Tab>] = []
    ) {
        var reports = events
        for (anchor, wait, result) in ended where wait.isWaiting {
            switch (anchor, result) {
            case (.flow(let root), .finished):
                reports.append(.resultDelivered(to: wait.recipient ?? root))
            case (.flow(let root), .cancelled) where wait.recipient != nil,
                (.redirect(let root), .cancelled) where wait.recipient != nil:
                reports.append(.resultCancelled(root))
            case (.flow, .cancelled), (.redirect, _), (.dialog, _):
                break
            }
        }
        emit(reports)
        for (_, wait, result) in ended { wait.end(result) }
    }

    /// Ends the waits that hung on what a change removed.
    ///
    /// Those are the flows of screens that left, the waits of screens that left, and the
    /// dialogs that closed. Every change's commit, and a window's closing, ends
    /// waits here and nowhere else.
    @usableFromInline
    func settleWaits(
        departed: [NavigationEntry<Route>],
        closedDialogs: [(id: EntryID, chosen: AnyHashableSendable?)],
        events: [NavigationEvent<Route, Tab>]
    ) {
        guard !waits.isEmpty else { return emit(events) }
        var ended: [(PendingWaits.Anchor, PendingWaits.Wait, NavigationResult<any Sendable>)] = []
        for screen in departed.map(\.id).sorted() {
            ended += waits.take(.flow(screen)).map { (.flow(screen), $0, .cancelled) }
        }
        // A wait whose screen left ends too, though what it hung on may stay.
        if !departed.isEmpty {
            ended += waits.take(recipients: Set(departed.map(\.id))).map { ($0, $1, .cancelled) }
        }
        for (dialog, chosen) in closedDialogs {
            let answer: NavigationResult<any Sendable> = chosen.map { .finished($0) } ?? .cancelled
            ended += waits.take(.dialog(dialog)).map { (.dialog(dialog), $0, answer) }
        }
        end(ended, after: events)
    }

    /// Hands the waits that followed a redirect on to where the change it resumed hangs;
    /// one with nowhere to go, or whose screen that change took away, ends cancelled.
    func pass(_ followers: [PendingWaits.Wait], of redirect: EntryID, to anchor: PendingWaits.Anchor?) {
        var ended: [(PendingWaits.Anchor, PendingWaits.Wait, NavigationResult<any Sendable>)] = []
        for follower in followers {
            if let anchor, follower.recipient.map(current.contains) ?? true {
                waits.add(follower, at: anchor)
            } else {
                ended.append((.redirect(redirect), follower, .cancelled))
            }
        }
        end(ended)
    }

    /// Ends one wait whose task was cancelled; what it hung on stays.
    func endWait(_ id: Int) {
        guard let (anchor, wait) = waits.take(id: id) else { return }
        // A dialog that stays up reports nothing until it closes, and then to nobody
        // waiting: the wait's end is reported now, as a flow's is.
        if case .dialog(let dialog) = anchor, wait.isWaiting {
            return end([(anchor, wait, .cancelled)], after: [.resultCancelled(dialog)])
        }
        end([(anchor, wait, .cancelled)])
    }
}
