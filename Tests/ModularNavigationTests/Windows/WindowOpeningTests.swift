import Foundation
import ModularNavigation
import Testing

@MainActor
@Suite("Windows: opening and the frontmost window")
struct WindowOpeningTests {
    typealias Fixture = WindowFixtures

    @Test("each window gets its own navigator and state; the first is frontmost")
    func ownNavigators() throws {
        let windows = try Fixture.windows()
        let first = try windows.makeWindow(NavigationState(root: .home))
        let second = try windows.makeWindow(NavigationState(root: .cart))

        windows.navigator(for: first)?.push(.product(1))

        #expect(windows.windowIDs == [first, second])
        #expect(windows.frontmostWindow == first)
        #expect(windows.navigator(for: first)?.state.entries.map(\.route) == [.home, .product(1)])
        #expect(windows.navigator(for: second)?.state.entries.map(\.route) == [.cart])
        #expect(windows.navigator(for: first) !== windows.navigator(for: second))
    }

    @Test("activating a window makes it frontmost; activating it again reports nothing")
    func activation() throws {
        let windows = try Fixture.windows()
        let first = try windows.makeWindow(NavigationState(root: .home))
        let second = try windows.makeWindow(NavigationState(root: .home))
        let recorder = Fixture.Recorder(windows)

        try windows.activateWindow(second)
        try windows.activateWindow(second)

        #expect(windows.frontmostWindow == second)
        #expect(windows.windowIDs == [first, second])
        #expect(recorder.events == [.activated(second)])
    }

    @Test("with several windows, a route opens in a new window made from it")
    func openInNewWindow() throws {
        let windows = try Fixture.windows()
        let first = try windows.makeWindow(NavigationState(root: .home))

        let opened = try windows.openWindow(.product(3))

        #expect(opened == Fixture.id(2))
        #expect(windows.windowIDs == [first, Fixture.id(2)])
        #expect(windows.navigator(for: opened)?.state.entries.map(\.route) == [.home, .product(3)])
        #expect(windows.navigator(for: first)?.state.entries.map(\.route) == [.home])
        // Opening does not take the focus: the UI reports it when the window shows.
        #expect(windows.frontmostWindow == first)
    }

    @Test("with one window at a time, the route is pushed in the frontmost window")
    func openWithoutMultipleWindows() throws {
        let windows = try Fixture.windows(multiple: false)
        let only = try windows.makeWindow(NavigationState(root: .home))

        let opened = try windows.openWindow(.product(3))

        #expect(opened == only)
        #expect(windows.windowIDs == [only])
        #expect(windows.navigator(for: only)?.state.entries.map(\.route) == [.home, .product(3)])
    }

    @Test("the capability is read at each call, so the UI can inject it late")
    func capabilityChanges() throws {
        let windows = try Fixture.windows(multiple: false)
        try windows.makeWindow(NavigationState(root: .home))
        windows.supportsMultipleWindows = true

        #expect(try windows.openWindow(.cart) == Fixture.id(2))
        #expect(windows.windowIDs.count == 2)
    }

    @Test("with one window at a time and none open, opening a route is a typed failure")
    func openWithNoWindow() throws {
        let windows = try Fixture.windows(multiple: false)
        let recorder = Fixture.Recorder(windows)

        #expect(throws: NavigationError.noOpenWindow) { try windows.openWindow(.cart) }
        #expect(windows.windowIDs.isEmpty)
        #expect(recorder.events == [.refused(.noOpenWindow)])
    }

    @Test("an identity already open is refused and the open window is kept")
    func duplicateIdentity() throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home))
        let navigator = windows.navigator(for: id)

        #expect(throws: NavigationError.windowAlreadyOpen(id)) {
            try windows.makeWindow(NavigationState(root: .cart), id: id)
        }
        #expect(windows.navigator(for: id) === navigator)
        #expect(windows.windowIDs == [id])
    }

    @Test("activating a window never opened, or closed, is a typed refusal that changes nothing")
    func unknownWindows() throws {
        let windows = try Fixture.windows()
        let open = try windows.makeWindow(NavigationState(root: .home))
        let gone = try windows.makeWindow(NavigationState(root: .home))
        try windows.closeWindow(gone)
        let recorder = Fixture.Recorder(windows)

        #expect(throws: NavigationError.unknownWindow(Fixture.id(99))) {
            try windows.activateWindow(Fixture.id(99))
        }
        #expect(throws: NavigationError.unknownWindow(gone)) { try windows.activateWindow(gone) }
        #expect(windows.frontmostWindow == open)
        #expect(
            recorder.events == [.refused(.unknownWindow(Fixture.id(99))), .refused(.unknownWindow(gone))])
    }

    @Test("window identities round-trip through Codable as their UUID string")
    func identityCoding() throws {
        let id = NavigationWindowID()
        let data = try JSONEncoder().encode(id)

        #expect(try JSONDecoder().decode(NavigationWindowID.self, from: data) == id)
        #expect(String(decoding: data, as: UTF8.self) == "\"\(id.description)\"")
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(NavigationWindowID.self, from: Data("\"not a uuid\"".utf8))
        }
    }
}
