import ExampleApp
import ModularNavigation
import NavigationDemoKit
import Testing

// What the demo shows after gestures, under covers, at a cold start and in its event log.

@MainActor
@Suite("terminal demo behaviour")
struct DemoBehaviourTests {
    /// Opens Pump 7 and asks for an issue to link; returns the picker's screen.
    private func openPicker(_ session: DemoSession) async -> String {
        _ = await session.handle("tab assets")
        _ = await session.handle("1")
        return await session.handle("1") ?? ""
    }

    @Test("after the picker is swiped closed, the asset's screen shows the outcome at once")
    func swipeCloseUpdatesAtOnce() async {
        let session = DemoSession()
        let picker = await openPicker(session)
        #expect(picker.contains("Pick an issue  <- top"), "\(picker)")
        let closed = await session.handle("close") ?? ""
        #expect(closed.contains("Pump 7: No linked issue · linking cancelled"), "\(closed)")
    }

    @Test("a full-screen cover hides the tab bar: tab taps are refused and change nothing")
    func tabRefusedUnderCover() async {
        let session = DemoSession()
        _ = await session.handle("tab routine")
        _ = await session.handle("1")
        let cover = await session.handle("1") ?? ""
        #expect(cover.contains("fullScreenCover"), "\(cover)")
        let before = session.app.navigator.state
        let answer = await session.handle("tab home")
        #expect(answer == "The tab bar is hidden under the full-screen cover; close the cover first.")
        #expect(await session.handle("close") == "A full-screen cover cannot be swiped away; use its own actions.")
        #expect(session.app.navigator.state == before)
    }

    @Test("--open starts cold: the link waits for the first screen, then shows it")
    func coldStart() async {
        let output = await DemoRunner.transcript(of: "events\nquit", opening: "navdemo://assets/7")
        #expect(output.contains("Queued navdemo://assets/7 until the app is on screen"), "\(output)")
        #expect(output.contains("tab assets (selected)\n  #3 Assets\n  #5 Pump 7  <- top"), "\(output)")
        #expect(output.contains("deep link opened navdemo://assets/7"), "\(output)")
    }

    @Test("events print one readable line each")
    func readableEvents() async {
        let session = DemoSession()
        _ = await openPicker(session)
        _ = await session.handle("1")
        let events = await session.handle("events") ?? ""
        #expect(
            events == """
                selected tab assets (was home)
                screen_view assets/list (tab assets)
                pushed #5 assets/detail(id: 7) onto tab assets
                screen_view assets/detail(id: 7) (tab assets)
                presented #6 issues/picker as sheet at presented 1
                screen_view issues/picker (presented 1)
                dismissed #6 issues/picker (sheet) at presented 1
                screen_view assets/detail(id: 7) (tab assets)
                result delivered to #5
                """)
        #expect(!events.contains("Optional("))
    }
}
