import ModularNavigation
import Testing

@MainActor
@Suite("Windows: events")
struct WindowEventTests {
    typealias Fixture = WindowFixtures

    @Test("every window's events reach the owner's observers with the window they happened in")
    func taggedEvents() throws {
        let windows = try Fixture.windows()
        let recorder = Fixture.Recorder(windows)
        let first = try windows.makeWindow(NavigationState(root: .home))
        let second = try windows.makeWindow(NavigationState(root: .home))

        windows.navigator(for: second)?.push(.cart)
        windows.navigator(for: first)?.pop()
        try windows.activateWindow(second)
        try windows.closeWindow(first)

        let pushed = try #require(windows.navigator(for: second)?.state.topStack.top)
        #expect(
            recorder.events == [
                .opened(first), .activated(first), .opened(second),
                .navigation(second, .pushed(pushed, onto: .main)), .navigation(second, .screenShown(pushed, at: .main)),
                .navigation(first, .refused(.pop(count: 1), .nothingToPop)),
                .activated(second), .closed(first),
            ])
    }

    @Test("an observer removed hears nothing more; removing it twice does nothing")
    func removeObserver() throws {
        let windows = try Fixture.windows()
        var heard = 0
        let token = windows.addEventObserver { _ in heard += 1 }
        try windows.makeWindow(NavigationState(root: .home))
        windows.removeEventObserver(token)
        windows.removeEventObserver(token)

        try windows.makeWindow(NavigationState(root: .home))

        #expect(heard == 2)
    }

    @Test("an observer that acts hears the events of its act after the current one")
    func orderedWhileActing() throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home))
        var heard: [NavigationWindows<ShopRoute, Never>.Event] = []
        windows.addEventObserver { event in
            heard.append(event)
            if case .activated = event { windows.navigator(for: id)?.push(.cart) }
        }
        windows.addEventObserver { heard.append($0) }
        let other = try windows.makeWindow(NavigationState(root: .home))

        try windows.activateWindow(other)
        try windows.activateWindow(id)

        let kinds = heard.map { event -> String in
            if case .navigation = event { return "navigation" }
            return "window"
        }
        // Each push is heard by both observers as two events: pushed, then the screen shown.
        #expect(
            kinds == [
                "window", "window", "window", "window", "navigation", "navigation", "navigation", "navigation",
                "window", "window", "navigation", "navigation", "navigation", "navigation",
            ])
    }
}
