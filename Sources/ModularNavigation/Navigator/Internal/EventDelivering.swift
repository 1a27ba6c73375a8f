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
    associatedtype Context
    var listeners: EventListeners<Event, Context> { get set }
}

extension EventDelivering {
    /// Delivers events in the order they happened.
    ///
    /// An observer may act while it handles an event; the events of its act wait until
    /// everyone has heard the current one, so every observer and stream sees one order.
    /// Observers are called in the order they were added. An observer that asks for the
    /// context hears each event with the one `context` gave when the event was emitted,
    /// called only while such an observer listens.
    @inlinable
    func deliver(_ events: some Collection<Event>, in context: () -> Context?) {
        // With nobody listening there is nothing to deliver, and nothing to keep in order.
        guard !listeners.isEmpty else { return }
        let kept = listeners.contextObservers > 0 ? context() : nil
        guard !listeners.isDelivering else {
            // An observer acted while it heard an event: its events wait their turn.
            if let kept {
                let first = listeners.undelivered.count
                listeners.contexts.append((first..<first + events.count, kept))
            }
            listeners.undelivered.append(contentsOf: events)
            return
        }
        listeners.isDelivering = true
        defer { listeners.isDelivering = false }
        // The outermost delivery hears its own events at once, with the context it holds,
        // unwrapped once: queued first, each event copied in and out and the context (the
        // state a change left) copied for every event, they cost an observed change more
        // than the change did.
        if let kept {
            for event in events { hear(event) { $0(event, kept) } }
        } else {
            for event in events { hear(event) { _ in } }
        }
        guard !listeners.undelivered.isEmpty else { return }
        var next = 0
        // The context of the run the last event came in, kept for the rest of that run.
        // A run's context never changes once kept, and runs do not overlap, so the one
        // kept is the one `run(ofEventAt:)` would give.
        var run: (events: Range<Int>, context: Context)?
        while next < listeners.undelivered.count {
            let event = listeners.undelivered[next]
            if run?.events.contains(next) != true {
                run = listeners.contexts.isEmpty ? nil : listeners.run(ofEventAt: next)
            }
            next += 1
            if let context = run?.context { hear(event) { $0(event, context) } } else { hear(event) { _ in } }
        }
        listeners.undelivered.removeAll(keepingCapacity: true)
        listeners.contexts.removeAll(keepingCapacity: true)
    }

    /// Hands one event to every observer, in the order they were added, then to the streams;
    /// an observer that asks for the context is handed to `withContext`, which calls it
    /// with the context kept or, with none, skips it.
    @inlinable
    func hear(_ event: Event, withContext: (@MainActor (Event, Context) -> Void) -> Void) {
        for (_, observer) in listeners.observers {
            switch observer {
            case .events(let observe): observe(event)
            case .withContext(let observe): withContext(observe)
            }
        }
        listeners.streams.yield(event)
    }

    /// Delivers events that carry no context.
    @inlinable
    func deliver(_ events: some Collection<Event>) where Context == Never {
        deliver(events) { nil }
    }
}
