import ControllerStandIn
import Foundation
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// Windows as `NavigationScene` connects them, each scene's navigator drawn by its own
/// UIKit backend, played by the stand-in: the scene's session keeps the window's archive.
@MainActor
@Suite("The UIKit backend: one navigator per scene")
struct UIKitWindowsTests {
    typealias Fixture = WindowFixtures
    let fallback = NavigationState(root: ShopRoute.home)

    /// What `NavigationScene` does when a scene connects: the window's navigator through
    /// the windows owner, saving into the scene's session, drawn by the scene's root controller.
    private func connect(
        _ window: NavigationWindowID, in windows: ShopWindows, sessions: SceneSessions
    ) -> UIKitStandIn<ShopRoute, Never> {
        let navigator = windows.connectScene(
            window, saved: sessions.archives[window], schemaVersion: 1, fallback: fallback, migration: nil
        ) { sessions.archives[window] = $0 }
        return UIKitStandIn(navigator: navigator)
    }

    @Test("a link goes to the scene the windows owner picks, whose UIKit alone draws it; the other scene calls nothing")
    func linkRoutedToItsScene() throws {
        let windows = try Fixture.windows()
        let sessions = SceneSessions()
        let (first, second) = (Fixture.id(1), Fixture.id(2))
        let front = connect(first, in: windows, sessions: sessions)
        let back = connect(second, in: windows, sessions: sessions)
        try windows.activateWindow(first)
        let frontCalls = front.calls
        windows.linkRule = { _, _ in second }

        windows.open(try #require(URL(string: "shop://product/4")))
        windows.open(try #require(URL(string: "shop://cart")))
        front.finish()
        back.finish()

        #expect(back.controllers[.main]?.count == 2)
        #expect(back.navigator.current.entries.map(\.route) == [.home, .product(4), .cart])
        #expect(back.presented.map(\.level) == [1])
        #expect(front.calls == frontCalls, "the frontmost scene's UIKit is asked nothing")
        expectClean(front)
        expectClean(back)
    }

    @Test("a scene UIKit connects again is restored from its session, and its UIKit draws that window's navigation")
    func sceneRestoredFromItsSession() throws {
        let windows = try Fixture.windows()
        let sessions = SceneSessions()
        let (first, second) = (Fixture.id(1), Fixture.id(2))
        let one = connect(first, in: windows, sessions: sessions)
        let two = connect(second, in: windows, sessions: sessions)
        one.navigator.push(.product(1))
        two.navigator.push(.account)
        two.navigator.present(.cart, style: .sheet())
        one.finish()
        two.finish()
        windows.disconnectScene(first)
        windows.disconnectScene(second)

        // A relaunch: a new windows owner, each scene connecting with its own session.
        let relaunched = try Fixture.windows()
        let restoredTwo = connect(second, in: relaunched, sessions: sessions)
        let restoredOne = connect(first, in: relaunched, sessions: sessions)
        restoredOne.finish()
        restoredTwo.finish()

        #expect(restoredOne.navigator.current.entries.map(\.route) == [.home, .product(1)])
        #expect(restoredTwo.navigator.current.entries.map(\.route) == [.home, .account, .cart])
        #expect(restoredTwo.controllers[.main]?.count == 2)
        #expect(restoredTwo.presented.map(\.level) == [1])
        expectClean(restoredOne)
        expectClean(restoredTwo)
    }
}

/// The sessions UIKit keeps for the scenes, across launches: each window's archive.
@MainActor
private final class SceneSessions {
    var archives: [NavigationWindowID: Data] = [:]
}
