/// The change an event reports: its number among the navigator's commits, and the state
/// it left.
@usableFromInline
package struct NavigationCommit<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Sendable {
    /// How many changes the navigator had committed once this one was.
    @usableFromInline package let number: Int
    /// The state right after this change.
    @usableFromInline package let state: NavigationState<Route, Tab>

    @usableFromInline
    init(number: Int, state: NavigationState<Route, Tab>) {
        self.number = number
        self.state = state
    }
}

extension Navigator {
    /// Calls a closure with every event and the commit it came from, in order, until the
    /// observer is removed with ``removeEventObserver(_:)``.
    ///
    /// For tools that record changes (the log writer, coverage): an observer added before
    /// this one may navigate while it hears an event, and the events of that second change
    /// wait until everyone has heard the first; by then the navigator's state and commit
    /// count already hold the second, so a recorder that read them folded the two changes
    /// into one. The commit handed with an event is the one that event reports.
    @usableFromInline
    @discardableResult package func addCommitObserver(
        _ observer: @escaping @MainActor (NavigationEvent<Route, Tab>, NavigationCommit<Route, Tab>) -> Void
    ) -> NavigationRegistration {
        listeners.add(withContext: observer)
    }
}
