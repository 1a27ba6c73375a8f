import ModularNavigation
import Testing

// Code quoted by the Adaptive layouts article: a module asks for a window, and the app's
// window owner decides; a tabbed app's compose window is one stack.

private enum PostTab: Hashable, Sendable {
    case timeline, notifications
}

private enum PostRoute: Hashable, Sendable {
    case timeline
    case notifications
    case editor
}

@MainActor
@Suite("the window mode article")
struct WindowModeArticleTests {
    @Test("the editor opens in a window where there are several, else in a sheet")
    func editorWindow() throws {
        for multiple in [true, false] {
            let windows = NavigationWindows<PostRoute, PostTab>(
                supportsMultipleWindows: multiple,
                newWindowState: { route in NavigationState(root: route) })
            let main = try windows.makeWindow(
                try NavigationState(tabs: [.timeline, .notifications], selectedTab: .timeline) { tab in
                    tab == .timeline ? PostRoute.timeline : .notifications
                })
            let timeline = try #require(windows.navigator(for: main)?.client(forTab: .timeline))

            timeline.navigate(to: .editor, mode: .window(SheetOptions(detents: [.large])))

            let opened = windows.windowIDs.count == 2
            #expect(opened == multiple)
        }
    }

    @Test("the app's own veto keeps a route in the frontmost window where the scene could show more")
    func appVeto() throws {
        let windows = NavigationWindows<PostRoute, PostTab>(
            supportsMultipleWindows: true, newWindowState: { route in NavigationState(root: route) })
        // The article's snippet: an app that wants windows on the Mac alone.
        #if !os(macOS)
            windows.allowsMultipleWindows = false
        #endif
        let main = try windows.makeWindow(NavigationState(root: PostRoute.timeline))
        let navigator = try #require(windows.navigator(for: main))

        #expect(try windows.openWindow(.editor) == main)
        #expect(windows.windowIDs == [main])
        #expect(navigator.state.topStack.top.route == .editor)

        // A scene that writes what it supports changes nothing of the app's choice.
        windows.supportsMultipleWindows = true
        navigator.client(for: navigator.state.topStack.top.id).navigate(to: .timeline, mode: .window())
        #expect(windows.windowIDs == [main])
    }
}
