import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// A client kept after its screen left: every call is a reported no-op, whichever way the
/// screen left and whatever the layout.
@MainActor
@Suite("Calls from screens that are gone, in every layout")
struct StaleCallLayoutTests {
    /// Every call a module can make, each of which must change nothing from a gone screen.
    private static func callEverything(_ client: NavigationClient<TestRoute>) {
        client.push(.detail(1))
        client.presentSheet(.detail(2))
        client.selectDetent(.medium)
        client.showAboveTabs(.detail(3))
        client.dismiss()
        client.popToRoot()
        client.pop(to: .home)
        client.close()
        client.navigate(to: .settings, mode: .root)
        client.navigate(to: .settings, mode: .fullScreenCover)
        client.navigate(to: .settings, mode: .popover())
        client.navigate(to: .settings, mode: .inspector())
    }

    /// Whether every event is the report of a stale call.
    private static func allStale(_ events: [NavigationEvent<TestRoute, TestTab>]) -> Bool {
        events.allSatisfy { event in
            switch event {
            case .staleCall, .refused(_, .screenGone), .resultRefused(_, .screenGone): true
            default: false
            }
        }
    }

    @Test("a popped screen's client changes nothing and each call is reported", arguments: EveryLayout.allCases)
    func popped(layout: EveryLayout) async {
        let navigator = layout.navigator()
        navigator.push(.list)
        let pushed = navigator.topStack.top.id
        let client = navigator.client(for: pushed)
        navigator.pop()
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)

        Self.callEverything(client)
        client.pop(to: pushed)
        #expect(client.finish(with: 1) == .refused(.screenGone(pushed)))
        #expect(await client.navigate(to: .settings, mode: .sheet(), expecting: Int.self) == .cancelled)
        #expect(await client.presentedResult(expecting: Int.self) == .cancelled)

        #expect(navigator.state == before)
        #expect(events.events.count >= 14, "\(events.events)")
        #expect(Self.allStale(events.events), "\(events.events)")
    }

    @Test("a removed tab's client changes nothing, and its dialog ends cancelled")
    func removedTab() async throws {
        let navigator = Navigator(TabState.threeTabs())
        let search = try #require(navigator.client(forTab: .search))
        let root = try #require(navigator.stack(at: .tab(.search))?.root.id)
        navigator.removeTab(.search)
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)

        Self.callEverything(search)
        #expect(search.finish(with: 1) == .refused(.screenGone(root)))
        let answer = await search.presentDialog(
            NavigationDialog.alert("Gone", buttons: [DialogButton("OK", action: 1)]))

        #expect(answer == .cancelled)
        #expect(navigator.state == before)
        #expect(events.events.count >= 13, "\(events.events)")
        #expect(Self.allStale(events.events), "\(events.events)")
    }

    @Test(
        "a finish twice: the second is a stale call, and the presenter has the first value",
        arguments: EveryLayout.allCases)
    func finishTwice(layout: EveryLayout) async throws {
        let navigator = layout.navigator()
        let presenter = navigator.client(for: navigator.topStack.top.id)
        let work = await navigator.start {
            await presenter.navigate(to: .settings, mode: .sheet(), expecting: Int.self)
        }
        let sheetRoot = try #require(navigator.state.presentations.last?.stack.root.id)
        let sheet = navigator.client(for: sheetRoot)

        #expect(sheet.finish(with: 1) == .delivered)
        #expect(sheet.finish(with: 2) == .refused(.screenGone(sheetRoot)))
        #expect(await work.value == .finished(1))
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a closed window's clients change nothing, and the window's verbs are refused")
    func closedWindow() throws {
        let windows = NavigationWindows<TestRoute, TestTab>(newWindowState: { _ in TabState.threeTabs() })
        let id = try windows.makeWindow(TabState.threeTabs())
        let navigator = try #require(windows.navigator(for: id))
        let client = navigator.rootClient
        try windows.closeWindow(id)
        let before = navigator.state

        Self.callEverything(client)

        #expect(client.finish(with: 1) != .delivered)
        #expect(navigator.state == before)
        #expect(throws: NavigationError.unknownWindow(id)) { try windows.closeWindow(id) }
        #expect(throws: NavigationError.unknownWindow(id)) { try windows.activateWindow(id) }
    }
}
