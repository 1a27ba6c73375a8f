/// Presenters waiting for a value, keyed by the screen whose flow will produce it.
///
/// Each waiter is resumed exactly once: by ``take(_:)`` then a resume, or by the
/// registry's own teardown. A class, so that a navigator that goes away while flows are
/// awaited resumes them as cancelled instead of leaking their continuations.
@usableFromInline
final class PendingResults {
    @usableFromInline
    struct Waiter {
        let expectation: ResultExpectation
        /// The screen that awaits the value, reported when it is delivered; `nil` when a
        /// guard, not a screen, awaits it.
        var recipient: EntryID? = nil
        @usableFromInline let resume: (ResultOutcome) -> Void
    }

    @usableFromInline var waiters: [EntryID: Waiter] = [:]

    @usableFromInline init() {}

    @inlinable var isEmpty: Bool { waiters.isEmpty }

    func add(_ waiter: Waiter, for screen: EntryID) {
        // A screen is awaited at most once: the flow starts when the screen appears.
        waiters[screen]?.resume(.cancelled)
        waiters[screen] = waiter
    }

    func waiter(for screen: EntryID) -> Waiter? {
        waiters[screen]
    }

    /// Removes a waiter so that the caller resumes it.
    @inlinable
    func take(_ screen: EntryID) -> Waiter? {
        waiters.removeValue(forKey: screen)
    }

    deinit {
        for waiter in waiters.values { waiter.resume(.cancelled) }
    }
}
