/// A token for a guard or an event observer you added, to remove it with.
///
/// ``Navigator/addGuard(_:)``, ``Navigator/addEventObserver(_:)`` and
/// ``NavigationWindows/addEventObserver(_:)`` return one; the matching remove method
/// (``Navigator/removeGuard(_:)``, ``Navigator/removeEventObserver(_:)``,
/// ``NavigationWindows/removeEventObserver(_:)``) takes it back. A token given twice, or to
/// the other kind's remove method, removes nothing.
public struct NavigationRegistration: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case eventObserver
        case removalObserver
        case `guard`
    }

    let kind: Kind
    let rawValue: Int
}

extension Navigator {
    /// Calls a closure with every event, in order, until the observer is removed.
    ///
    /// ```swift
    /// navigator.addEventObserver { event in
    ///     if case .screenShown(let entry, _) = event { analytics.screenView(entry.route) }
    /// }
    /// ```
    @discardableResult
    public func addEventObserver(_ observer: @escaping @MainActor (NavigationEvent<Route, Tab>) -> Void)
        -> NavigationRegistration
    {
        listeners.add(observer)
    }

    /// Stops calling an observer; removing one twice does nothing.
    public func removeEventObserver(_ id: NavigationRegistration) {
        listeners.removeObserver(id)
    }

    /// A new stream of every event from now on; it ends when the consumer stops
    /// iterating or the navigator goes away.
    ///
    /// ```swift
    /// for await event in navigator.events() { log(event) }
    /// ```
    public func events() -> AsyncStream<NavigationEvent<Route, Tab>> {
        let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent<Route, Tab>.self)
        let id = listeners.makeID()
        listeners.streams.add(continuation, id: id)
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.listeners.streams.remove(id: id) }
        }
        return stream
    }

    /// Whether an observer or a stream would hear an event.
    @inlinable
    var hasEventListeners: Bool { !listeners.isEmpty }

    /// Delivers events in the order they happened (see `EventDelivering`).
    @inlinable
    func emit(_ events: [NavigationEvent<Route, Tab>]) {
        // A change nobody listens to made no events: skip the listeners' access.
        guard !events.isEmpty else { return }
        deliver(events) { NavigationCommit(number: core.commits, state: current) }
    }

    /// Calls a closure with every event and the commit it came from, in order, until the
    /// observer is removed with ``removeEventObserver(_:)``.
    ///
    /// For tools that record changes (the log writer, coverage): an observer added before
    /// this one may navigate while it hears an event, and the events of that second change
    /// wait until everyone has heard the first; by then the navigator's state and commit
    /// count already hold the second, so a recorder that read them folded the two changes
    /// into one. The commit handed with an event is the one that event reports.
    @discardableResult
    package func addCommitObserver(
        _ observer: @escaping @MainActor (NavigationEvent<Route, Tab>, NavigationCommit<Route, Tab>) -> Void
    ) -> NavigationRegistration {
        listeners.add(withContext: observer)
    }
}

/// The change an event reports: its number among the navigator's commits, and the state
/// it left.
@usableFromInline
package struct NavigationCommit<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Sendable {
    /// How many changes the navigator had committed once this one was.
    package let number: Int
    /// The state right after this change.
    package let state: NavigationState<Route, Tab>

    @usableFromInline
    init(number: Int, state: NavigationState<Route, Tab>) {
        self.number = number
        self.state = state
    }
}

extension Navigator: EventDelivering {}

extension Navigator {
    /// Reports that a view asked for a client of the wrong destination type, as
    /// ``NavigationEvent/clientTypeMismatch(requested:available:screen:)``.
    ///
    /// The SwiftUI module's environment client calls it instead of handing out a silent
    /// no-op client; it also logs the mistake in debug builds.
    package func reportClientTypeMismatch(requested: String, available: String, screen: EntryID) {
        emit([.clientTypeMismatch(requested: requested, available: available, screen: screen)])
    }

    /// Reports a module's request that no scope answered, as
    /// ``NavigationEvent/requestUnanswered(_:screen:)``; nothing changes.
    @usableFromInline
    package func reportUnansweredRequest(_ request: Any, from screen: EntryID) {
        emit([.requestUnanswered(String(navigationDescribing: request), screen: screen)])
    }
}
