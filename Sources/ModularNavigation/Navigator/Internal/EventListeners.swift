/// Who hears a navigator's events, and the events still on their way to them.
///
/// The navigator delivers; this value only keeps the books, so that an observer that
/// navigates while it handles an event never runs while the books are being written.
@usableFromInline
struct EventListeners<Event: Sendable> {
    /// Observer closures, in the order they were added.
    @usableFromInline var observers: [(id: Int, observe: @MainActor (Event) -> Void)] = []
    /// Streams handed out by `events()`; finished when the navigator goes away.
    @usableFromInline let streams = EventStreams<Event>()
    /// Events waiting for the delivery in progress to reach them.
    @usableFromInline var undelivered: [Event] = []
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
        let id = makeID()
        observers.append((id, observe))
        return NavigationRegistration(kind: .eventObserver, rawValue: id)
    }

    /// Removes an observer; removing one twice does nothing.
    mutating func removeObserver(_ id: NavigationRegistration) {
        guard id.kind == .eventObserver else { return }
        observers.removeAll { $0.id == id.rawValue }
    }
}
