package import ModularNavigation
package import ModularNavigationDrawing

/// What the debug overlay shows, as a plain value: the live tree, what the UI draws
/// where it differs, the transition queue, the last events and the map's findings.
///
/// The SwiftUI overlay only prints this value; it is computed here so that it can be
/// tested without a screen. `package`: apps show it through `NavigationDebugOverlay`,
/// and only the package's targets and tests name it.
package struct NavigationOverlayContent: Hashable, Sendable {
    /// The navigator's state as a tree.
    package var tree: String
    /// What the UI draws against the state, or `nil` while they agree.
    package var drawnDifference: TreeDiff?
    /// The transition steps: the running one first, marked, then the ones waiting.
    package var queue: [String]
    /// The last events, oldest first.
    package var events: [String]
    /// The route map's findings.
    package var findings: [String]

    /// Computes the content.
    ///
    /// - Parameters:
    ///   - state: The navigator's state.
    ///   - drawn: What the UI draws, when known.
    ///   - queue: The driver's transition queue, when known.
    ///   - events: Recent events, oldest first; only the last `eventLimit` are kept.
    ///   - findings: The route map's findings.
    ///   - eventLimit: How many events to show.
    package init<Route, Tab>(
        state: NavigationState<Route, Tab>,
        drawn: NavigationState<Route, Tab>? = nil,
        queue: TransitionQueue<Route, Tab>? = nil,
        events: [NavigationEvent<Route, Tab>] = [],
        findings: [RouteMap.Finding] = [],
        eventLimit: Int = 10
    ) {
        tree = state.treeDescription
        let difference = drawn.map { TreeDiff(from: state.treeDescription, to: $0.treeDescription) }
        drawnDifference = difference?.isEmpty == false ? difference : nil
        var steps = queue?.running.map { ["▶ " + Self.text($0.step.kind)] } ?? []
        steps += queue?.remaining.map { "· " + Self.text($0.kind) } ?? []
        self.queue = steps
        self.events = events.suffix(max(eventLimit, 0)).map(\.description)
        self.findings = findings.map(\.description)
    }

    private static func text<Route, Tab>(_ kind: TransitionStep<Route, Tab>.Kind) -> String {
        switch kind {
        case .dismiss(let level): "dismiss from level \(level)"
        case .update: "update stacks"
        case .present(let level): "present level \(level)"
        case .dismissDialog: "dismiss dialog"
        case .presentDialog: "present dialog"
        }
    }
}

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
    /// The transition queue of the driver drawing this navigator, if any.
    var drawingQueue: TransitionQueue<Route, Tab>? {
        (drawer as? TransitionDriver<Route, Tab>)?.inspectedQueue
    }
}
