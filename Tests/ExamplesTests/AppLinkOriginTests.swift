import AssetsFeature
import ExampleApp
import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

// The example app's links from its regional servers and its links onto the screen the
// user is looking at.

@MainActor
@Suite("example app: links from other hosts and onto the visible stack")
struct AppLinkOriginTests {
    @Test("a link from a regional server opens like one from example.com; an unapproved host is refused")
    func regionalServer() throws {
        let app = makeApp()
        #expect(try app.open("https://eu.example.com/assets/12") == .opened)
        #expect(app.navigator.selectedTab == .assets)
        #expect(stackRoutes(.assets, in: app) == ["assets/list", "assets/detail(id: 12)"])
        #expect(throws: DeepLinkError.unknownHost("example.org")) { try app.open("https://example.org/assets/12") }
    }

    @Test("an asset mentioned anywhere opens on the stack the user sees, inside the sheet that is up")
    func assetOnTheVisibleStack() throws {
        let app = makeApp()
        #expect(try app.open("navdemo://library/settings") == .opened)
        #expect(app.navigator.state.presentations.count == 1)

        #expect(try app.open("navdemo://here/assets/7") == .opened)
        #expect(app.navigator.selectedTab == .library)
        #expect(app.navigator.state.presentations.count == 1)
        #expect(app.navigator.topStack.path.map { String(navigationDescribing: $0.route) } == ["assets/detail(id: 7)"])
        // Share links of assets still name the Assets tab.
        #expect(
            try ExampleApp.links.get().url(for: AssetsDestination.detail(id: 7)).absoluteString.hasSuffix("/assets/7"))
    }
}
