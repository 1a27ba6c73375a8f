import DrinkTrackerFeature
import ExampleApp
import Foundation
import HomeFeature
import LibraryFeature
import ModularNavigation
import NavigationDemoKit
import Testing

// One navigator per window: a book opens in a window of its own, links go to the window
// showing their tab, and each window is restored on its own.

@MainActor
@Suite("windows of the example app")
struct WindowsTests {
    @Test("a book on the shelf opens in a new window through the owner, on the Library tab")
    func openBookInNewWindow() async throws {
        let app = ExampleWindows()
        var shown: [NavigationWindowID] = []
        app.windows.showWindow = { shown.append($0) }
        let first = try app.windows.makeWindow(ExampleApp.initialState)
        let window = try #require(app.app(for: first))
        window.navigator.selectTab(.library)

        await window.topDemoScreen?.action("Open Sleep Well in new window")?.perform()

        let opened = try #require(app.windows.windowIDs.last)
        let book = try #require(app.app(for: opened))
        #expect(shown == [opened])
        #expect(book.navigator.state.selectedTab == .library)
        #expect(book.topDemoScreen?.title == "Sleep Well")
        // The first window is as it was: the shelf.
        #expect(window.topDemoScreen?.title == "Library")
    }

    @Test("on a platform with one window, the book is pushed in the window the user sees")
    func oneWindowPlatform() async throws {
        let app = ExampleWindows(supportsMultipleWindows: false)
        let only = try app.windows.makeWindow(ExampleApp.initialState)
        let window = try #require(app.app(for: only))
        window.navigator.selectTab(.library)

        await window.topDemoScreen?.action("Open Morning Pages in new window")?.perform()

        #expect(app.windows.windowIDs == [only])
        #expect(window.topDemoScreen?.title == "Morning Pages")
    }

    @Test("a link goes to the window showing its tab, and through that window's guard")
    func linksFindTheirWindow() throws {
        let app = ExampleWindows()
        let home = try app.windows.makeWindow(ExampleApp.initialState)
        let drinks = try app.windows.makeWindow(ExampleWindows.state(showing: .drinks(.history)))
        for id in app.windows.windowIDs { app.app(for: id)?.navigator.attachUI() }

        let result = app.windows.open(try #require(URL(string: "navdemo://drinks/settings")))

        #expect(result == (window: drinks, outcome: .redirected))
        #expect(app.app(for: drinks)?.topDemoScreen?.title == "Sign in")
        #expect(app.app(for: home)?.navigator.state.presentations.isEmpty == true)
    }

    @Test("the windows are saved together and come back each as it was")
    func restoreEveryWindow() throws {
        let app = ExampleWindows()
        try app.windows.makeWindow(ExampleApp.initialState)
        let opened = try app.windows.openWindow(.library(.public(.settings)))
        try app.windows.activateWindow(opened)
        let saved = try app.windows.archived(schemaVersion: ExampleApp.schemaVersion)

        let relaunched = ExampleWindows()
        let result = relaunched.windows.restoreWindows(
            from: saved, schemaVersion: ExampleApp.schemaVersion, fallback: ExampleApp.initialState)

        #expect(result.issues.isEmpty)
        #expect(relaunched.windows.windowIDs == app.windows.windowIDs)
        #expect(relaunched.windows.frontmostWindow == opened)
        #expect(relaunched.app(for: opened)?.topDemoScreen?.title == "Library settings")
    }

    @Test("closing a window drops its app and releases its screens")
    func closeWindow() throws {
        let app = ExampleWindows()
        let id = try app.windows.makeWindow(ExampleApp.initialState)
        weak var model: AnyObject?
        do {
            // The first window shows Home's dashboard.
            guard case .home(.dashboard(let made)) = app.app(for: id)?.topScreen else {
                Issue.record("The new window does not show the dashboard")
                return
            }
            model = made
        }
        #expect(model != nil)

        try app.windows.closeWindow(id)

        #expect(app.app(for: id) == nil)
        #expect(model == nil)
    }
}
