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
        EventObserverID(rawValue: listeners.add(observer))
    }

    /// Stops calling an observer; removing one twice does nothing.
    public func removeEventObserver(_ id: EventObserverID) {
        listeners.removeObserver(id: id.rawValue)
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

    /// Delivers events in the order they happened.
    ///
    /// An observer may navigate while it handles an event; the events of that change
    /// wait until everyone has heard the current one, so every observer and stream sees
    /// one order. Observers are called in the order they were added.
    @inlinable
    func emit(_ events: [NavigationEvent<Route, Tab>]) {
        // With nobody listening there is nothing to deliver, and nothing to keep in order.
        guard hasEventListeners else { return }
        listeners.undelivered += events
        guard !listeners.isDelivering else { return }
        listeners.isDelivering = true
        defer { listeners.isDelivering = false }
        var next = 0
        while next < listeners.undelivered.count {
            let event = listeners.undelivered[next]
            next += 1
            for observer in listeners.observers { observer.observe(event) }
            listeners.streams.yield(event)
        }
        listeners.undelivered.removeAll(keepingCapacity: true)
    }
}
