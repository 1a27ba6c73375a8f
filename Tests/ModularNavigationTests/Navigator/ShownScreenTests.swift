import ModularNavigation
import Testing

/// `push` and `present` return the screen they show, so that a coordinator that makes a
/// screen's controller and view model itself can ask for that screen's client.
@MainActor
@Suite("The screen a push or a presentation shows")
struct ShownScreenTests {
    @Test("a push returns the pushed screen, the one now on top")
    func pushReturnsTheScreen() throws {
        let navigator = Navigator(root: TestRoute.home)
        let pushed = try #require(navigator.push(.detail(7)))
        #expect(navigator.topStack.top.id == pushed)
        #expect(navigator.topStack.top.route == .detail(7))
        #expect(navigator.client(for: pushed).screenObject { Box(7) }.value == 7)
    }

    @Test("a presentation returns the root of the presented stack")
    func presentReturnsTheRoot() throws {
        let navigator = Navigator(root: TestRoute.home)
        let root = try #require(navigator.present(.settings, style: .fullScreenCover))
        #expect(navigator.state.presentations.last?.stack.root.id == root)
    }

    @Test("a push a guard cancels returns no screen, and changes nothing")
    func noScreenWhenCancelled() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.addGuard { $0.addedRoutes.contains(.detail(1)) ? .cancel : .allow }
        #expect(navigator.push(.detail(1)) == nil)
        #expect(navigator.present(.detail(1)) == nil)
        #expect(navigator.state == NavigationState(root: .home))
        #expect(navigator.push(.detail(2)) != nil)
    }
}

@MainActor
private final class Box {
    let value: Int
    init(_ value: Int) { self.value = value }
}
