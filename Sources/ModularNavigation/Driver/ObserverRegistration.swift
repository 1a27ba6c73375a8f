import Observation

/// The identity of a driver's event observer, so the observer can remove itself.
@MainActor
final class ObserverRegistration<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    var id: EventObserverID?
}
