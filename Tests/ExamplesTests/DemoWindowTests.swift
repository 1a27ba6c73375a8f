import ExampleApp
import ModularNavigation
import NavigationDemoKit
import Testing

// The demo's `window` commands: windows listed, opened from the Library's shelf,
// switched, closed, and links sent to the window showing their tab.

@MainActor
@Suite("terminal demo windows")
struct DemoWindowTests {
    @Test("window commands parse, and bad ones explain themselves in one line")
    func parsing() {
        #expect(DemoCommand.parse("window") == .success(.window(.list)))
        #expect(DemoCommand.parse("windows") == .success(.window(.list)))
        #expect(DemoCommand.parse("window new") == .success(.window(.new)))
        #expect(DemoCommand.parse("window 2") == .success(.window(.activate(2))))
        #expect(DemoCommand.parse("window close") == .success(.window(.close)))
        #expect(DemoCommand.parse("window fly") == .failure(.missingArgument("window", "N")))
    }

    @Test("a book opens in a new window from the shelf; windows switch and close")
    func openSwitchClose() async throws {
        let session = DemoSession()
        _ = await session.handle("tab library")
        let list = try #require(await session.handle("window"))
        #expect(list.hasPrefix("Windows:\n* window 1: library/shelf"))
        #expect(list.contains("4. Open Sleep Well in new window"))

        _ = await session.handle("4")
        #expect(session.app.topDemoScreen?.title == "Sleep Well")

        let switched = try #require(await session.handle("window 1"))
        #expect(switched.hasPrefix("Windows:\n* window 1: library/shelf\n  window 2: library/book(1)"))
        #expect(session.app.topDemoScreen?.title == "Library")

        let closed = try #require(await session.handle("window close"))
        #expect(closed.hasPrefix("Windows:\n* window 1: library/book(1)\n"))
        #expect(await session.handle("window close") == "The last window stays open; the demo has nowhere else to go.")
        #expect(await session.handle("window 3") == "No window 3; pick 1 to 1.")
    }

    @Test("with windows, a link goes to the window showing its tab")
    func linkFindsItsWindow() async throws {
        let session = DemoSession()
        _ = await session.handle("tab library")
        _ = await session.handle("window new")
        #expect(session.app.navigator.state.selectedTab == .home)

        let answer = try #require(await session.handle("open navdemo://library/settings"))

        #expect(
            answer.hasPrefix(
                "Opened navdemo://library/settings\nWindows:\n* window 1: library/settings\n  window 2: home/dashboard")
        )
        #expect(session.app.topDemoScreen?.title == "Library settings")
    }
}
