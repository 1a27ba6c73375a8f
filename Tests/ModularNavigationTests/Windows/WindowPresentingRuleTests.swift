import ModularNavigation
import ModularNavigationTesting
import Testing

/// Whether a screen may present is one rule whatever the mode and the platform: a
/// `.window` request from a screen that may not present is refused as its sheet is,
/// where windows open and where they do not (issue 44, class 4).
@MainActor
@Suite("A window request follows the presenting rule")
struct WindowPresentingRuleTests {
    /// An owner of tabbed windows with its first window open, and that window's navigator.
    private static func mainWindow(
        multiple: Bool
    ) throws -> (NavigationWindows<TestRoute, TestTab>, NavigationWindowID, Navigator<TestRoute, TestTab>) {
        let windows = NavigationWindows<TestRoute, TestTab>(supportsMultipleWindows: multiple) {
            NavigationState(root: $0)
        }
        let main = try windows.makeWindow(.threeTabs())
        return (windows, main, try #require(windows.navigator(for: main)))
    }

    @Test(
        "a screen that may not present (in a background tab, or under a sheet) asking for a window is refused screenCovered, on every platform",
        arguments: [(true, false), (true, true), (false, false), (false, true)])
    func screenThatMayNotPresentRefused(multiple: Bool, underSheet: Bool) throws {
        let (windows, main, navigator) = try Self.mainWindow(multiple: multiple)
        let tab: TestTab = underSheet ? .home : .search
        let client = try #require(navigator.client(forTab: tab))
        let screen = try #require(navigator.state.stack(at: .tab(tab))?.root.id)
        if underSheet { navigator.present(.picker) }
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state

        client.navigate(to: .settings, mode: .window())

        #expect(windows.windowIDs == [main])
        #expect(navigator.state == before)
        #expect(
            events.events == [.refused(.present(.settings, .sheet(), from: screen), .screenCovered(screen))])
    }

    @Test("the screen in front still opens a window where windows open, else its sheet", arguments: [true, false])
    func frontScreenOpens(multiple: Bool) throws {
        let (windows, _, navigator) = try Self.mainWindow(multiple: multiple)
        try #require(navigator.client(forTab: .home)).navigate(to: .settings, mode: .window())
        #expect(windows.windowIDs.count == (multiple ? 2 : 1))
        #expect(navigator.state.presentations.count == (multiple ? 0 : 1))
    }
}
