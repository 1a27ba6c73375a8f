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
}

extension Navigator: EventDelivering {}
