#if canImport(SwiftUI)
    public import ModularNavigation
    import ModularNavigationDrawing
    public import ModularNavigationInspection
    public import SwiftUI

    /// A debug panel over your app: the live navigation tree, what the screen draws
    /// where it differs from the state, the transition steps still to run, the last
    /// events and the route map's findings.
    ///
    /// What it shows is a plain value computed in `ModularNavigationInspection`
    /// (`NavigationOverlayContent`, internal to the package) and tested there; this view
    /// only prints it. Given a map, it records the navigator's events into it, so the
    /// findings follow what you do.
    ///
    /// ```swift
    /// AppRootView(app: app)
    ///     .navigationDebugOverlay(app.navigator, map: try? AppRouteMap.make())
    /// ```
    @MainActor
    public struct NavigationDebugOverlay<Route: Hashable & Sendable, Tab: Hashable & Sendable>: View {
        private let navigator: Navigator<Route, Tab>
        @State private var map: RouteMap?
        @State private var events: [NavigationEvent<Route, Tab>] = []
        /// How many events the panel keeps.
        private let eventLimit: Int

        /// Creates the panel.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to show.
        ///   - map: The app's route map, whose findings the panel lists.
        ///   - eventLimit: How many recent events to list.
        public init(navigator: Navigator<Route, Tab>, map: RouteMap? = nil, eventLimit: Int = 10) {
            self.navigator = navigator
            _map = State(initialValue: map)
            self.eventLimit = eventLimit
        }

        public var body: some View {
            let content = NavigationOverlayContent(
                navigator: navigator, events: events, findings: map?.findings ?? [], eventLimit: eventLimit)
            ScrollView {
                VStack(alignment: .leading, spacing: 8) {
                    section("Tree", content.tree)
                    if let difference = content.drawnDifference {
                        section("Drawn (−) against state (+)", difference.description)
                    }
                    if !content.queue.isEmpty {
                        section("Transition queue", content.queue.joined(separator: "\n"))
                    }
                    section("Last events", content.events.joined(separator: "\n"))
                    if !content.findings.isEmpty {
                        section("Findings", content.findings.joined(separator: "\n"))
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
                .padding(8)
            }
            .font(.caption.monospaced())
            .task { await follow() }
        }

        private func section(_ title: String, _ text: String) -> some View {
            VStack(alignment: .leading, spacing: 2) {
                Text(title).bold()
                Text(text.isEmpty ? "–" : text).textSelection(.enabled)
            }
        }

        /// Keeps the last events and feeds them to the map, until the view goes away.
        private func follow() async {
            var last = navigator.current
            for await event in navigator.events() {
                let now = navigator.current
                map?.record(event, before: last, after: now)
                last = now
                events.append(event)
                if events.count > max(eventLimit, 0) { events.removeFirst(events.count - max(eventLimit, 0)) }
            }
        }
    }

    extension View {
        /// Shows a ``NavigationDebugOverlay`` over the bottom of this view.
        ///
        /// - Parameters:
        ///   - navigator: The navigator to show.
        ///   - map: The app's route map, whose findings the panel lists.
        ///   - isPresented: Whether the panel shows; pass a debug setting.
        @MainActor
        public func navigationDebugOverlay<Route: Hashable & Sendable, Tab: Hashable & Sendable>(
            _ navigator: Navigator<Route, Tab>,
            map: RouteMap? = nil,
            isPresented: Bool = true
        ) -> some View {
            overlay(alignment: .bottom) {
                if isPresented {
                    NavigationDebugOverlay(navigator: navigator, map: map)
                        .frame(maxHeight: 280)
                        .background(.regularMaterial)
                }
            }
        }
    }
#endif
