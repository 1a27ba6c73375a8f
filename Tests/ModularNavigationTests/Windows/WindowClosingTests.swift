import ModularNavigation
import Testing

@MainActor
@Suite("Windows: closing")
struct WindowClosingTests {
    typealias Fixture = WindowFixtures
    private final class Model {}

    @Test("closing a window releases its screens' objects and keeps the other windows'")
    func releasesObjects() throws {
        let windows = try Fixture.windows()
        let closing = try windows.makeWindow(NavigationState(root: .home, path: [.product(1)]))
        let staying = try windows.makeWindow(NavigationState(root: .home))
        weak var closingModel: Model?
        weak var stayingModel: Model?
        do {
            let navigator = try #require(windows.navigator(for: closing))
            let made = navigator.client(for: navigator.state.topStack.top.id).screenObject { Model() }
            closingModel = made
            let other = try #require(windows.navigator(for: staying))
            let kept = other.rootClient.screenObject { Model() }
            stayingModel = kept
        }
        #expect(closingModel != nil)

        try windows.closeWindow(closing)

        #expect(closingModel == nil)
        #expect(stayingModel != nil)
        #expect(windows.navigator(for: closing) == nil)
        #expect(windows.windowIDs == [staying])
    }

    @Test("a closed window's clients make stale calls: reported with the window, changing nothing")
    func staleClients() throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home, path: [.product(1)]))
        // A view of the closing window still holds its navigator and a client.
        let navigator = try #require(windows.navigator(for: id))
        let screen = navigator.state.topStack.top.id
        let client = navigator.client(for: screen)
        let recorder = Fixture.Recorder(windows)

        try windows.closeWindow(id)
        client.push(.cart)
        client.dismiss()

        #expect(navigator.state.entries.map(\.route) == [.home, .product(1)])
        #expect(recorder.navigation(in: id).count == 2)
        #expect(
            recorder.navigation(in: id).allSatisfy {
                if case .staleCall(_, screen: screen) = $0 { return true }
                return false
            })
    }

    @Test("a result awaited in a closed window ends as cancelled")
    func pendingResultCancelled() async throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home))
        let navigator = try #require(windows.navigator(for: id))
        let client = navigator.rootClient

        let task = Task { await client.navigate(to: .signIn, mode: .sheet(), expecting: Bool.self) }
        // The flow is up and awaited before the window closes.
        while navigator.state.presentations.isEmpty { await Task.yield() }
        try windows.closeWindow(id)

        #expect(await task.value == .cancelled)
    }

    @Test("closing twice, or a window never opened, is a typed refusal")
    func closeTwice() throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home))
        try windows.closeWindow(id)
        let recorder = Fixture.Recorder(windows)

        #expect(throws: NavigationError.unknownWindow(id)) { try windows.closeWindow(id) }
        #expect(throws: NavigationError.unknownWindow(Fixture.id(7))) { try windows.closeWindow(Fixture.id(7)) }
        #expect(recorder.events == [.refused(.unknownWindow(id)), .refused(.unknownWindow(Fixture.id(7)))])
    }

    @Test("when the frontmost window closes, the most recently active one becomes frontmost")
    func frontmostMoves() throws {
        let windows = try Fixture.windows()
        let first = try windows.makeWindow(NavigationState(root: .home))
        let second = try windows.makeWindow(NavigationState(root: .home))
        let third = try windows.makeWindow(NavigationState(root: .home))
        try windows.activateWindow(third)
        try windows.activateWindow(second)

        try windows.closeWindow(second)
        #expect(windows.frontmostWindow == third)
        try windows.closeWindow(third)
        #expect(windows.frontmostWindow == first)
        try windows.closeWindow(first)
        #expect(windows.frontmostWindow == nil)
    }

    @Test("links after every window closed are queued for the next window")
    func linksAfterLastClose() throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home))
        try windows.closeWindow(id)

        #expect(windows.open(Shop.url("shop://cart")).outcome == .queued)
    }

    @Test("a closed identity can open again, as when the system reconnects its scene")
    func reopen() throws {
        let windows = try Fixture.windows()
        let id = try windows.makeWindow(NavigationState(root: .home))
        try windows.closeWindow(id)

        try windows.makeWindow(NavigationState(root: .cart), id: id)

        #expect(windows.navigator(for: id)?.state.entries.map(\.route) == [.cart])
        #expect(throws: Never.self) { try windows.activateWindow(id) }
    }
}
