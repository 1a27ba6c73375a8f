import ExampleApp
import Foundation
import HomeFeature
import LibraryFeature
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

@MainActor
@Suite("Borrowing a book: a checkout above the tabs")
struct AboveTabsFlowTests {
    @Test("from a book on the Library tab: the checkout hides the tab bar, done shows the tabs as they were")
    func borrowFromLibrary() async throws {
        let app = makeApp()
        await tapTab(.library, in: app)
        await tap("Read Morning Pages", in: app)
        let tabs = app.navigator.state.base
        await tap("Borrow", in: app)
        #expect(app.navigator.state.aboveTabs?.entries.map { "\($0.route)" } == ["library/checkout(2)"])
        #expect(app.topDemoScreen?.title == "Borrow Morning Pages")
        let drawn = try #require(host(of: app))
        #expect(drawn.refusal { drawn.tapTab(.home) } == .covered)

        await tap("Confirm", in: app)
        #expect(app.topDemoScreen?.status == "Morning Pages is yours for 14 days")
        await tap("Done", in: app)
        #expect(app.navigator.state.aboveTabs == nil)
        #expect(app.navigator.state.base == tabs)
        #expect(app.topDemoScreen?.title == "Morning Pages")
        #expect(app.analytics.lines.contains("screen_view library/checkout(2) (above tabs)"))
        #expect(app.analytics.lines.contains("screen_view library/borrowed(2) (above tabs)"))
        // Done shows the book again, and the analytics see it.
        #expect(app.analytics.lines.last == "screen_view library/book(2) (tab library)")
    }

    @Test("from Home's library, another tab: cancel and the back button both go back to that tab")
    func borrowFromHome() async throws {
        let app = makeApp()
        await tap("Browse the library", in: app)
        await tap("Read Sleep Well", in: app)
        let home = stackRoutes(.home, in: app)
        await tap("Borrow", in: app)
        #expect(app.navigator.state.aboveTabs?.root.route == .home(.library(.public(.checkout(bookID: 1)))))
        await tap("Cancel", in: app)
        #expect(app.navigator.state.aboveTabs == nil)
        #expect(stackRoutes(.home, in: app) == home)

        await tap("Borrow", in: app)
        let drawn = try #require(host(of: app))
        #expect(drawn.tapAboveTabsBack())
        expectSettled(drawn)
        #expect(app.navigator.state.aboveTabs == nil)
        #expect(stackRoutes(.home, in: app) == home)
        #expect(drawn.failures.isEmpty)
    }

    @Test("a borrow link shows the checkout over any tab; a link into a tab takes it down")
    func links() throws {
        let app = makeApp()
        show(app)
        try app.open("navdemo://assets/7")
        try app.open("navdemo://library/borrow/3")
        #expect(app.navigator.selectedTab == .assets)
        #expect(app.navigator.state.aboveTabs?.root.route == .library(.public(.checkout(bookID: 3))))
        try app.open("navdemo://drinks")
        #expect(app.navigator.state.aboveTabs == nil)
        #expect(app.navigator.selectedTab == .drinks)
        #expect(
            app.shareURL(for: LibraryDestination.public(.checkout(bookID: 3)))?.absoluteString
                == "https://example.com/library/borrow/3")
    }

    @Test("a checkout in progress is saved and comes back on relaunch, over the same tab")
    func restoration() async throws {
        let app = makeApp()
        await tapTab(.routine, in: app)
        try app.open("navdemo://library/borrow/1")
        await tap("Confirm", in: app)
        let (relaunched, result) = ExampleApp.launch(restoring: try app.save(), dependencies: AppDependencies())
        #expect(result.outcome == .restored)
        #expect(relaunched.navigator.state == app.navigator.state)
        #expect(relaunched.navigator.selectedTab == .routine)
        #expect(relaunched.topDemoScreen?.title == "Borrowed")
    }
}
