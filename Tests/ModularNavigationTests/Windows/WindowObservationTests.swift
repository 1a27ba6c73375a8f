import ModularNavigation
import Testing

@MainActor
@Suite("Windows: observation")
struct WindowObservationTests {
    typealias Fixture = WindowFixtures

    @Test("views reading the frontmost window hear activation, not navigation inside a window")
    func frontmost() throws {
        let windows = try Fixture.windows()
        let first = try windows.makeWindow(NavigationState(root: .home))
        let second = try windows.makeWindow(NavigationState(root: .home))
        let frontmost = ObservationCounter()
        frontmost.observe { _ = windows.frontmostWindow }

        windows.navigator(for: first)?.push(.cart)
        #expect(frontmost.count == 0)
        try windows.activateWindow(second)
        #expect(frontmost.count == 1)
    }

    @Test("views reading the window list hear windows open and close")
    func windowList() throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home))
        let list = ObservationCounter()
        list.observe { _ = windows.windowIDs }

        try windows.makeWindow(NavigationState(root: .home))
        try windows.closeWindow(id)

        #expect(list.count == 2)
    }
}
