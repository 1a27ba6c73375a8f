public import ModularNavigation

/// Collects a navigator's events for assertions in tests.
///
/// ```swift
/// let events = NavigationEventRecorder(navigator)
/// navigator.push(.detail(id: 7))
/// #expect(events.events.count == 1)
/// ```
@MainActor
public final class NavigationEventRecorder<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// Every event since the recorder was created or reset, oldest first.
    public private(set) var events: [NavigationEvent<Route, Tab>] = []

    /// Starts recording a navigator's events.
    public init(_ navigator: Navigator<Route, Tab>) {
        navigator.addEventObserver { [weak self] event in
            self?.events.append(event)
        }
    }

    /// Forgets the events recorded so far.
    public func reset() {
        events.removeAll()
    }
}
