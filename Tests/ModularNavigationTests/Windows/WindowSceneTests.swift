import Foundation
import ModularNavigation
import Testing

@MainActor
@Suite("Windows: scenes and showing windows")
struct WindowSceneTests {
    typealias Fixture = WindowFixtures
    let fallback = NavigationState(root: ShopRoute.home)

    @Test("a connected scene is saved at once, after each change, and no more once disconnected")
    func sceneSaving() throws {
        let windows = try Fixture.windows()
        try windows.makeWindow(fallback)
        let opened = try windows.openWindow(.product(2))
        var saved: [Data] = []

        let navigator = windows.connectScene(
            opened, saved: nil, schemaVersion: 1, fallback: fallback, migration: nil
        ) { saved.append($0) }
        // Saved at once: the window shows its route even if nothing changes before a relaunch.
        #expect(saved.count == 1)
        navigator.push(.cart)
        navigator.pop(count: 5)  // refused: nothing to save
        #expect(saved.count == 2)

        windows.disconnectScene(opened)
        navigator.pop()
        #expect(saved.count == 2)

        let relaunched = try Fixture.windows()
        let restored = relaunched.connectScene(
            opened, saved: saved.last, schemaVersion: 1, fallback: fallback, migration: nil
        ) { _ in }
        #expect(restored.state.entries.map(\.route) == [.home, .product(2), .cart])
    }

    @Test("connecting a scene again saves through the new scene only")
    func reconnect() throws {
        let windows = try Fixture.windows()
        var first = 0
        var second = 0
        let navigator = windows.connectScene(
            Fixture.id(1), saved: nil, schemaVersion: 1, fallback: fallback, migration: nil
        ) { _ in first += 1 }
        _ = windows.connectScene(Fixture.id(1), saved: nil, schemaVersion: 1, fallback: fallback, migration: nil) {
            _ in second += 1
        }

        navigator.push(.cart)

        #expect(first == 1 && second == 2)
    }

    @Test("a closed window's scene stops saving")
    func closedSceneStops() throws {
        let windows = try Fixture.windows()
        var saves = 0
        let navigator = windows.connectScene(
            Fixture.id(1), saved: nil, schemaVersion: 1, fallback: fallback, migration: nil
        ) { _ in saves += 1 }
        try windows.closeWindow(Fixture.id(1))

        navigator.push(.cart)

        #expect(saves == 1)
    }

    @Test("the UI is asked to show a new window, and a window a link went to that is not frontmost")
    func showWindow() throws {
        let windows = try Fixture.windows()
        var shown: [NavigationWindowID] = []
        windows.showWindow = { shown.append($0) }
        let first = try windows.makeWindow(NavigationState(root: .home, path: [.product(1)]))
        windows.navigator(for: first)?.attachUI()

        let second = try windows.openWindow(.cart)
        windows.linkRule = { _, _ in first }
        windows.open(Shop.url("shop://account"))
        try windows.activateWindow(second)
        windows.open(Shop.url("shop://account"))

        #expect(shown == [second, first])
    }
}
