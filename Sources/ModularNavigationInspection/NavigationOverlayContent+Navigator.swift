@_spi(Drawing) package import ModularNavigation

extension NavigationOverlayContent {
    /// The content for a navigator as it is drawn now: its state, and what the driver
    /// drawing it shows and has left to do.
    ///
    /// - Parameters:
    ///   - navigator: The navigator to inspect.
    ///   - events: Recent events, oldest first.
    ///   - findings: The route map's findings.
    ///   - eventLimit: How many events to show.
    @MainActor
    package init<Route, Tab>(
        navigator: Navigator<Route, Tab>,
        events: [NavigationEvent<Route, Tab>] = [],
        findings: [RouteMap.Finding] = [],
        eventLimit: Int = 10
    ) {
        let queue = navigator.drawingQueue
        self.init(
            state: navigator.current, drawn: queue?.shown, queue: queue, events: events, findings: findings,
            eventLimit: eventLimit)
    }
}

extension Navigator {
    /// The transition queue of the first driver still drawing this navigator, if any.
    var drawingQueue: TransitionQueue<Route, Tab>? {
        drivers.lazy.compactMap { $0.value?.inspectedQueue }.first
    }
}
