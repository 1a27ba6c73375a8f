import ModularNavigation
import ModularNavigationTesting
import Testing

// Code quoted by the Sheets article and the SwiftUI module's Links and dismiss article:
// library API only, on a route of its own.

private enum GalleryRoute: Hashable, Sendable, Codable {
    case catalog
    case product(id: Int)
    case filters
}

@MainActor
@Suite("the Sheets and Links articles")
struct SheetAndLinkArticleTests {
    @Test("a sheet's selected detent comes back after a relaunch")
    func detentRestored() throws {
        let navigator = Navigator(root: GalleryRoute.catalog)
        navigator.present(.filters, style: .sheet(SheetOptions(detents: [.medium, .large], selectedDetent: .large)))

        let saved = try navigator.archived(schemaVersion: 1)
        let relaunched = Navigator(root: GalleryRoute.catalog)
        let result = relaunched.restore(from: saved, schemaVersion: 1, fallback: NavigationState(root: .catalog))
        #expect(result.outcome == .restored)
        #expect(relaunched.presentationStyle(over: .main)?.sheetOptions?.selectedDetent == .large)
    }

    @Test("the presentations read from the state: each one's style and stack")
    func presentationsRead() throws {
        let navigator = Navigator(root: GalleryRoute.catalog)
        navigator.present(.filters, style: .sheet(SheetOptions(detents: [.medium])))
        navigator.push(.product(id: 3))
        // One chain of presentations over the base stack, the topmost last.
        let sheet = try #require(navigator.state.presentations.last)
        #expect(sheet.style == .sheet(SheetOptions(detents: [.medium])))
        #expect(sheet.stack.root.route == .filters)
        #expect(sheet.stack.top.route == .product(id: 3))
    }

    @Test(
        "the headless host taps a link value as SwiftUI appends it to the path, and dismisses as the environment does")
    func linkAndDismiss() {
        let navigator = Navigator(root: GalleryRoute.catalog)
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)

        let link = navigator.rootClient.link(to: .product(id: 7))
        #expect(host.tapLink(link))
        expectSettled(host)
        #expect(navigator.topStack.path.map(\.route) == [.product(id: 7)])

        #expect(host.environmentDismiss())
        expectSettled(host)
        #expect(navigator.topStack.top.route == .catalog)
    }
}
