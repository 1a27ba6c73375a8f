/// Everyone waiting for an answer from navigation, each by what its answer hangs on.
///
/// A presenter awaiting a flow's value, a screen awaiting a dialog's choice, a guard
/// awaiting sign-in and a caller whose flow a guard put off are all one kind of wait:
/// it hangs on an ``Anchor`` and ends exactly once, with a value or cancelled. The
/// navigator settles the waits of every screen that left and every dialog that closed
/// from the one place it commits a change, so no path that removes what a wait hangs on
/// can forget it. A class, so that a navigator that goes away mid-wait ends its waits
/// as cancelled instead of leaking their continuations.
@usableFromInline
final class PendingWaits {
    /// What a wait hangs on.
    @usableFromInline
    enum Anchor: Hashable {
        /// The flow whose root is this screen: its value, or cancelled when it leaves.
        case flow(EntryID)
        /// One opening of a dialog, open or queued: the chosen button's action, or
        /// cancelled when it closes without one.
        case dialog(EntryID)
        /// A change a guard put off until the redirect flow rooted at this screen
        /// finishes: the wait moves to the resumed change's flow, or ends cancelled when
        /// the redirect is abandoned.
        case redirect(EntryID)
    }

    /// A change a guard's redirect holds back until its flow answers, which nothing else
    /// may start again meanwhile.
    enum Hold: Hashable {
        /// The finish of the flow whose root is this screen: a second finish is refused.
        case finish(EntryID)
        /// A restored state: deep links wait for it.
        case restoration
    }

    /// One waiter; ends once, whoever ends it first.
    @usableFromInline
    final class Wait {
        let id: Int
        /// The type a flow's value must have; `nil` takes any (a dialog's action).
        let expectation: ResultExpectation?
        /// The screen that awaits, named when a value is delivered; `nil` for a guard.
        let recipient: EntryID?
        /// What a guard's wait for its redirect holds back while it waits.
        let holds: Hold?
        private var resume: ((NavigationResult<any Sendable>) -> Void)?

        init(
            id: Int,
            expectation: ResultExpectation?,
            recipient: EntryID?,
            holds: Hold? = nil,
            resume: @escaping (NavigationResult<any Sendable>) -> Void
        ) {
            self.id = id
            self.expectation = expectation
            self.recipient = recipient
            self.holds = holds
            self.resume = resume
        }

        /// Whether the wait has not ended yet.
        var isWaiting: Bool { resume != nil }

        /// Ends the wait; a second end does nothing.
        func end(_ result: NavigationResult<any Sendable>) {
            guard let resume else { return }
            self.resume = nil
            resume(result)
        }

        deinit { resume?(.cancelled) }
    }

    /// The waits, by anchor; unchecked for exclusivity at run time, as the navigator's core is.
    ///
    /// Every pop and dismissal asks ``isEmpty``, and no access to it runs a caller's code:
    /// a wait is ended only once taken out, and each removal keeps the removed list alive
    /// past the access, so that no wait's last release (which ends it) runs inside one.
    @exclusivity(unchecked) @usableFromInline var waits: [Anchor: [Wait]] = [:]
    private var lastID = 0

    @usableFromInline init() {}

    @inlinable var isEmpty: Bool { waits.isEmpty }

    /// A fresh identity for a wait about to start, so its task can cancel it by name.
    func reserveID() -> Int {
        lastID += 1
        return lastID
    }

    /// Hangs a wait on an anchor.
    ///
    /// A flow is awaited at most once, so a wait on a flow ends the one it replaces.
    func add(_ wait: Wait, at anchor: Anchor) {
        if case .flow = anchor, let replaced = waits[anchor] {
            waits[anchor] = nil
            for old in replaced { old.end(.cancelled) }
        }
        waits[anchor, default: []].append(wait)
    }

    /// The first wait on an anchor, left in place.
    func wait(at anchor: Anchor) -> Wait? {
        waits[anchor]?.first
    }

    /// Whether a waiting redirect holds back a change: the hold lasts exactly as long as
    /// the redirect's wait, so no path that ends the wait can forget to lift it.
    func isHolding(_ hold: Hold) -> Bool {
        waits.values.contains { $0.contains { $0.holds == hold && $0.isWaiting } }
    }

    /// Removes the waits on an anchor, for the caller to end.
    @discardableResult func take(_ anchor: Anchor) -> [Wait] {
        waits.removeValue(forKey: anchor) ?? []
    }

    /// Removes the waits of screens that left, with their anchors, oldest first, for the
    /// caller to end: what they hang on may stay (an inspector beside a stack that popped),
    /// but nobody is left to take its answer.
    func take(recipients: Set<EntryID>) -> [(Anchor, Wait)] {
        var taken: [(Anchor, Wait)] = []
        for (anchor, list) in waits where list.contains(where: { $0.recipient.map(recipients.contains) ?? false }) {
            let rest = list.filter { wait in
                guard let recipient = wait.recipient, recipients.contains(recipient) else { return true }
                taken.append((anchor, wait))
                return false
            }
            waits[anchor] = rest.isEmpty ? nil : rest
        }
        return taken.sorted { $0.1.id < $1.1.id }
    }

    /// Removes one wait by its identity, with its anchor, for the caller to end.
    func take(id: Int) -> (Anchor, Wait)? {
        for (anchor, list) in waits {
            guard let index = list.firstIndex(where: { $0.id == id }) else { continue }
            var rest = list
            let wait = rest.remove(at: index)
            waits[anchor] = rest.isEmpty ? nil : rest
            return (anchor, wait)
        }
        return nil
    }

    deinit {
        for list in waits.values {
            for wait in list { wait.end(.cancelled) }
        }
    }
}
