import ModularNavigation
import ModularNavigationTesting
import Testing

/// Whether a screen may present is one rule whatever the mode and the platform: a
/// `.window` request from a screen that may not present is refused as its sheet is,
/// where windows open and where they do not (issue 44, class 4).
@MainActor
@Suite("A window request follows the presenting rule")
struct WindowPresentingRuleTests {
    private static func tabbedWindows(multiple: Bool) -> NavigationWindows<TestRoute, TestTab> {
        NavigationWindows<TestRoute, TestTab>(supportsMultipleWindows: multiple) { NavigationState(root: $0) }
    }

    @Test(
        "a background tab's screen asking for a window is refused screenCovered on every platform",
        arguments: [true, false])
    func backgroundTabRefused(multiple: Bool) throws {
        let windows = Self.tabbedWindows(multiple: multiple)
        let main = try windows.makeWindow(.threeTabs())
        let navigator = try #require(windows.navigator(for: main))
        let background = try #require(navigator.client(forTab: .search))
        let screen = try #require(navigator.state.stack(at: .tab(.search))?.root.id)
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state

        background.navigate(to: .settings, mode: .window())

        #expect(windows.windowIDs == [main])
        #expect(navigator.state == before)
        #expect(
            events.events == [.refused(.present(.settings, .sheet(), from: screen), .screenCovered(screen))])
    }

    @Test(
        "a screen a sheet covers asking for a window is refused as its sheet is, on every platform",
        arguments: [true, false])
    func coveredScreenRefused(multiple: Bool) throws {
        let windows = Self.tabbedWindows(multiple: multiple)
        let main = try windows.makeWindow(.threeTabs())
        let navigator = try #require(windows.navigator(for: main))
        let home = try #require(navigator.client(forTab: .home))
        navigator.present(.picker)
        let before = navigator.state

        home.navigate(to: .settings, mode: .window())

        #expect(windows.windowIDs == [main])
        #expect(navigator.state == before)
    }

    @Test("the screen in front still opens a window where windows open, else its sheet", arguments: [true, false])
    func frontScreenOpens(multiple: Bool) throws {
        let windows = Self.tabbedWindows(multiple: multiple)
        let main = try windows.makeWindow(.threeTabs())
        let navigator = try #require(windows.navigator(for: main))
        try #require(navigator.client(forTab: .home)).navigate(to: .settings, mode: .window())
        #expect(windows.windowIDs.count == (multiple ? 2 : 1))
        #expect(navigator.state.presentations.count == (multiple ? 0 : 1))
    }
}
