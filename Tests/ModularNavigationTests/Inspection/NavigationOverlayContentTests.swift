import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

@Suite("debug overlay content")
@MainActor
struct NavigationOverlayContentTests {
    @Test("the overlay shows the live tree, the last events and the map's findings")
    func treeEventsFindings() throws {
        let navigator = try marketNavigator()
        let events = NavigationEventRecorder(navigator)
        for id in 1...12 { navigator.push(.catalog(.item(id: id))) }
        let content = NavigationOverlayContent(
            state: navigator.current, events: events.events, findings: try MarketLinks.map().findings, eventLimit: 3)
        #expect(content.tree == navigator.current.treeDescription)
        #expect(content.events.count == 3)
        #expect(content.events.last == events.events.last?.description)
        #expect(content.findings.first == "no way back: cart.payment")
        #expect(content.drawnDifference == nil)
        #expect(content.queue.isEmpty)
    }

    @Test("while the UI is on its way, the overlay shows what it draws against the state and the steps left")
    func drawnAgainstState() throws {
        let navigator = try marketNavigator()
        var queue = TransitionQueue(showing: navigator.current)
        navigator.push(.catalog(.item(id: 1)))
        navigator.present(.catalog(.picker))
        _ = queue.retarget(navigator.current)
        let content = NavigationOverlayContent(state: navigator.current, drawn: queue.shown, queue: queue)
        #expect(content.queue.first?.hasPrefix("▶ ") == true)
        #expect(content.queue.count >= 2)
        let difference = try #require(content.drawnDifference)
        #expect(difference.lines.contains { if case .removed = $0 { true } else { false } })
    }

    @Test("a negative event limit shows no events instead of trapping")
    func negativeLimit() throws {
        let navigator = try marketNavigator()
        let events = NavigationEventRecorder(navigator)
        navigator.push(.help)
        #expect(
            NavigationOverlayContent(state: navigator.current, events: events.events, eventLimit: -1).events.isEmpty)
    }
}

@Suite("debug overlay content of a drawn navigator")
@MainActor
struct NavigationOverlayDrawnTests {
    @Test("a navigator a host draws shows the steps still running, then nothing once settled")
    func hostDrawnNavigator() throws {
        let navigator = try marketNavigator()
        let host = HeadlessHost(navigator: navigator)
        navigator.push(.catalog(.item(id: 1)))
        navigator.present(.catalog(.picker))
        let busy = NavigationOverlayContent(navigator: navigator)
        #expect(!busy.queue.isEmpty)
        #expect(busy.drawnDifference != nil)
        host.settle()
        let settled = NavigationOverlayContent(navigator: navigator)
        #expect(settled.queue.isEmpty)
        #expect(settled.drawnDifference == nil)
        #expect(settled.tree == navigator.current.treeDescription)
    }
}
