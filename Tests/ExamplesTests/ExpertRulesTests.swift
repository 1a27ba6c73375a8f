import AssetsFeature
import ExampleApp
import LibraryFeature
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

// Seed 003, the expert rules: deep links warm and cold into every tab, pop to root on
// re-tap, the state restored across a relaunch, no stack shared between tabs.

@MainActor
@Suite("003 expert rules")
struct ExpertRulesTests {
    /// A link into every tab, with the stack it shows there.
    static let links: [(url: String, tab: AppTab, stack: [String])] = [
        ("navdemo://home/library", .home, ["home/dashboard", "home/library(shelf)"]),
        ("navdemo://routine/steps/2", .routine, ["routine/today", "routine/step(2)"]),
        ("https://example.com/library", .library, ["library/shelf"]),
        ("navdemo://assets/12", .assets, ["assets/list", "assets/detail(id: 12)"]),
        ("https://example.com/drinks/history/3", .drinks, ["drinks/main", "drinks/history", "drinks/record(id: 3)"]),
    ]

    @Test("the link table builds: no two modules claim a URL")
    func tableBuilds() throws {
        let table = try ExampleApp.links.get()
        #expect(table.patterns.contains("/drinks/history/:id"))
    }

    @Test("warm links select their tab and set its stack", arguments: 0..<5)
    func warmLinks(index: Int) async throws {
        let link = Self.links[index]
        let app = makeApp()
        await tap("Browse the library", in: app)
        try app.open(link.url)
        #expect(app.navigator.selectedTab == link.tab)
        #expect(stackRoutes(link.tab, in: app) == link.stack)
    }

    @Test("cold links wait for the UI to attach, then apply once", arguments: 0..<5)
    func coldLinks(index: Int) {
        let link = Self.links[index]
        let (app, restore) = ExampleApp.launch(restoring: nil, opening: link.url, dependencies: AppDependencies())
        #expect(restore.outcome == .fallback)
        #expect(app.navigator.state == ExampleApp.initialState)
        #expect(app.navigator.pendingDeepLink?.absoluteString == link.url)
        show(app)
        #expect(app.navigator.pendingDeepLink == nil)
        #expect(app.navigator.selectedTab == link.tab)
        #expect(stackRoutes(link.tab, in: app) == link.stack)
    }

    @Test("a link can present: the Library's settings and the quick entry")
    func presentingLinks() throws {
        let app = makeApp()
        try app.open("navdemo://library/settings")
        #expect(app.navigator.state.presentations.map { "\($0.stack.root.route)" } == ["library/settings"])
        try app.open("navdemo://drinks/quick-entry")
        #expect(app.navigator.selectedTab == .drinks)
        #expect(app.navigator.state.presentations.map { "\($0.stack.root.route)" } == ["drinks/quickEntry"])
    }

    @Test("a bad link changes nothing, and no link reaches an internal screen")
    func badLinks() {
        let app = makeApp()
        let before = app.navigator.state
        #expect(throws: DeepLinkError.self) { try app.open("navdemo://library/books/1") }
        #expect(throws: DeepLinkError.self) { try app.open("navdemo://routine/steps/0") }
        #expect(throws: DeepLinkError.self) { try app.open("http://example.com/home") }
        #expect(app.navigator.state == before)
    }

    @Test("share links come from the same table")
    func shareLinks() {
        let app = makeApp()
        #expect(app.shareURL(for: AssetsDestination.detail(id: 7))?.absoluteString == "https://example.com/assets/7")
        #expect(
            app.shareURL(for: LibraryDestination.public(.settings))?.absoluteString
                == "https://example.com/library/settings")
    }

    @Test("re-tapping the selected tab pops it to its root; a sheet's dimming keeps the tab bar out of reach")
    func popToRootOnRetap() async throws {
        let app = makeApp()
        await tap("Browse the library", in: app)
        await tap("Library settings", in: app)
        #expect(app.navigator.state.presentations.count == 1)
        let drawn = try #require(host(of: app))
        #expect(drawn.refusal { drawn.tapTab(.home) } == .covered)
        await swipeDownSheet(in: app)
        await tapTab(.home, in: app)
        #expect(stackRoutes(.home, in: app) == ["home/dashboard"])
        #expect(app.navigator.state.presentations.isEmpty)
    }

    @Test("the state comes back after a relaunch, identities included")
    func restoreAcrossRelaunch() async throws {
        let app = makeApp()
        await tap("Browse the library", in: app)
        await tapTab(.assets, in: app)
        await tap("Open Pump 7", in: app)
        await tap("Link an issue", in: app)
        let saved = try app.save()

        let (relaunched, restore) = ExampleApp.launch(restoring: saved, dependencies: AppDependencies())
        #expect(restore.outcome == .restored)
        #expect(relaunched.navigator.state == app.navigator.state)
        #expect(relaunched.topDemoScreen?.title == "Pick an issue")
    }

    @Test("damaged data relaunches into a fresh app")
    func restoreDamaged() {
        let (app, restore) = ExampleApp.launch(restoring: Data("not an archive".utf8), dependencies: AppDependencies())
        #expect(restore.outcome == .fallback)
        #expect(app.navigator.state == ExampleApp.initialState)
    }

    @Test("no stack is shared between tabs")
    func stacksAreNotShared() async {
        let app = makeApp()
        await tapTab(.routine, in: app)
        let others = AppTab.allCases.filter { $0 != .routine }.map { stackRoutes($0, in: app) }
        await tap("Start the routine", in: app)
        await tap("Next step", in: app)
        #expect(AppTab.allCases.filter { $0 != .routine }.map { stackRoutes($0, in: app) } == others)
        #expect(stackRoutes(.routine, in: app) == ["routine/today", "routine/step(1)", "routine/step(2)"])
    }
}

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
