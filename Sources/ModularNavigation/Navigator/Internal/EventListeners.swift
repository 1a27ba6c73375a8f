/// Who hears a navigator's events, and the events still on their way to them.
///
/// The navigator delivers; this value only keeps the books, so that an observer that
/// navigates while it handles an event never runs while the books are being written.
///
/// An observer may ask for the `Context` each event was emitted in (a navigator's: the
/// commit and the state it left), which an observer before it that navigates has already
/// moved on from by the time it hears the event. The context is kept only while such an
/// observer listens.
@usableFromInline
struct EventListeners<Event: Sendable, Context> {
    /// How one observer hears events.
    @usableFromInline
    enum Observer {
        /// The event alone.
        case events(@MainActor (Event) -> Void)
        /// The event with the context it was emitted in.
        case withContext(@MainActor (Event, Context) -> Void)
    }

    /// Observers, in the order they were added.
    @usableFromInline var observers: [(id: Int, observe: Observer)] = []
    /// Streams handed out by `events()`; finished when the navigator goes away.
    @usableFromInline let streams = EventStreams<Event>()
    /// Events waiting for the delivery in progress to reach them.
    @usableFromInline var undelivered: [Event] = []
    /// The context of each run of undelivered events, by their indices in `undelivered`;
    /// kept only while an observer asks for it.
    @usableFromInline var contexts: [(events: Range<Int>, context: Context)] = []
    /// How many observers ask for the context.
    @usableFromInline var contextObservers = 0
    /// Whether a delivery is in progress, so a nested emit only queues.
    @usableFromInline var isDelivering = false
    private var nextID = 0

    @usableFromInline init() {}

    /// Whether an observer or a stream would hear an event.
    @inlinable var isEmpty: Bool { observers.isEmpty && streams.isEmpty }

    /// A token never handed out before, for an observer or a stream.
    mutating func makeID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    /// Adds an observer; returns its token.
    mutating func add(_ observe: @escaping @MainActor (Event) -> Void) -> NavigationRegistration {
        add(.events(observe))
    }

    /// Adds an observer of events with their context; returns its token.
    mutating func add(withContext observe: @escaping @MainActor (Event, Context) -> Void) -> NavigationRegistration {
        contextObservers += 1
        return add(.withContext(observe))
    }

    private mutating func add(_ observer: Observer) -> NavigationRegistration {
        let id = makeID()
        observers.append((id, observer))
        return NavigationRegistration(kind: .eventObserver, rawValue: id)
    }

    /// Removes an observer; removing one twice does nothing.
    mutating func removeObserver(_ id: NavigationRegistration) {
        guard id.kind == .eventObserver, let index = observers.firstIndex(where: { $0.id == id.rawValue }) else {
            return
        }
        if case .withContext = observers[index].observe { contextObservers -= 1 }
        observers.remove(at: index)
    }

    /// The run of undelivered events the one at an index belongs to, with the context
    /// they were emitted in, if one was kept.
    @inlinable
    func run(ofEventAt index: Int) -> (events: Range<Int>, context: Context)? {
        // Runs are few (one per change an observer made while hearing another), and an
        // observer added mid-delivery may have left earlier events without one.
        contexts.last { $0.events.contains(index) }
    }
}
