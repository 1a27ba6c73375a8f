extension Navigator {
    /// A token that identifies an event observer, for ``Navigator/removeEventObserver(_:)``.
    public struct EventObserverID: Hashable, Sendable {
        let rawValue: Int
    }

    /// Calls a closure with every event, in order, until the observer is removed.
    ///
    /// ```swift
    /// navigator.addEventObserver { event in
    ///     if case .pushed(let entry, _) = event { analytics.screenView(entry.route) }
    /// }
    /// ```
    @discardableResult
    public func addEventObserver(_ observer: @escaping @MainActor (NavigationEvent<Route, Tab>) -> Void)
        -> EventObserverID
    {
        defer { nextObserverID += 1 }
        eventObservers[nextObserverID] = observer
        return EventObserverID(rawValue: nextObserverID)
    }

    /// Stops calling an observer; removing one twice does nothing.
    public func removeEventObserver(_ id: EventObserverID) {
        eventObservers[id.rawValue] = nil
    }

    /// A new stream of every event from now on; it ends when the consumer stops
    /// iterating or the navigator goes away.
    ///
    /// ```swift
    /// for await event in navigator.events() { log(event) }
    /// ```
    public func events() -> AsyncStream<NavigationEvent<Route, Tab>> {
        let (stream, continuation) = AsyncStream.makeStream(of: NavigationEvent<Route, Tab>.self)
        let id = nextObserverID
        nextObserverID += 1
        eventStreams[id] = continuation
        continuation.onTermination = { [weak self] _ in
            Task { @MainActor in self?.eventStreams[id] = nil }
        }
        return stream
    }

    func emit(_ events: [NavigationEvent<Route, Tab>]) {
        for event in events {
            for observer in eventObservers.values { observer(event) }
            for stream in eventStreams.values { stream.yield(event) }
        }
    }
}
