/// An owner that delivers events to the listeners it keeps: a navigator, or the windows'
/// owner.
///
/// The delivery loop lives here, not in `EventListeners`: observers may navigate while
/// they hear an event, which writes the owner's listeners again, so the loop reads them
/// through the owner at each turn instead of holding them for the whole delivery.
@MainActor
@usableFromInline
protocol EventDelivering: AnyObject {
    associatedtype Event: Sendable
    var listeners: EventListeners<Event> { get set }
}

extension EventDelivering {
    /// Delivers events in the order they happened.
    ///
    /// An observer may act while it handles an event; the events of its act wait until
    /// everyone has heard the current one, so every observer and stream sees one order.
    /// Observers are called in the order they were added.
    @inlinable
    func deliver(_ events: some Collection<Event>) {
        // With nobody listening there is nothing to deliver, and nothing to keep in order.
        guard !listeners.isEmpty else { return }
        listeners.undelivered.append(contentsOf: events)
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
