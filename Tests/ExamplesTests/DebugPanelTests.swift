import AssetsFeature
import ExampleApp
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

// What the example app's debug panel (`exampleDebugOverlay`, opened from the summary at
// the leading edge of `AppRootView`) prints: SwiftUI only draws this value.

@MainActor
@Suite("example app: the debug panel")
struct DebugPanelTests {
    @Test("the panel shows the live tree, the steps still drawing, the last events and the map's findings")
    func panelContent() throws {
        let app = makeApp()
        let drawing = try #require(host(of: app))
        let map = try AppRouteMap.make()
        var events: [NavigationEvent<AppRoute, AppTab>] = []
        app.navigator.addEventObserver { events.append($0) }

        app.navigator.selectTab(.assets)
        app.navigator.push(.assets(.detail(id: 7)))
        let busy = NavigationOverlayContent(navigator: app.navigator, events: events, findings: map.findings)
        #expect(!busy.queue.isEmpty)

        drawing.settle()
        let settled = NavigationOverlayContent(navigator: app.navigator, events: events, findings: map.findings)
        #expect(settled.tree == app.navigator.state.treeDescription)
        #expect(settled.tree.contains("assets/detail(id: 7)"))
        #expect(settled.queue.isEmpty)
        #expect(settled.drawnDifference == nil)
        #expect(settled.events.suffix(2).first?.hasPrefix("pushed") == true)
        #expect(settled.events.last?.hasPrefix("screen shown") == true)
        #expect(settled.findings == map.findings.map(\.description))
    }
}
