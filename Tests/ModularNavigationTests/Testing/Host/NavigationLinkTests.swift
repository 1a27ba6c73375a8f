import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

/// A module's destinations and an app route that embeds them, as a feature module and
/// the app's composition root would have.
enum LinkShelfDestination: Hashable, Sendable, CustomStringConvertible {
    case shelf
    case book(Int)

    var description: String {
        switch self {
        case .shelf: "shelf"
        case .book(let number): "book(\(number))"
        }
    }
}

enum ShelfAppRoute: Hashable, Sendable {
    case home
    case about
    case shelf(LinkShelfDestination)
}

@MainActor
@Suite("NavigationLink(value:) and the environment's dismiss, through the driver")
struct NavigationLinkTests {
    @Test("a link of the app's route pushes a screen through the navigator")
    func routeLinkPushes() {
        let navigator = Navigator(root: ShelfAppRoute.home)
        let events = NavigationEventRecorder(navigator)
        let host = HeadlessHost(navigator: navigator)
        #expect(host.tapLink(ShelfAppRoute.about))
        #expect(navigator.state.topStack.top.route == .about)
        #expect(events.events.first == .pushed(navigator.state.topStack.top, onto: .main))
        expectSettled(host, "main\n  #0 home\n  #1 about")
        #expect(host.diagnostics.isEmpty)
    }

    @Test("a module's link through its scoped client pushes the embedded route from its screen")
    func moduleLinkPushesEmbeddedRoute() throws {
        let navigator = Navigator(root: ShelfAppRoute.shelf(.shelf))
        let host = HeadlessHost(navigator: navigator)
        let shelfClient = navigator.rootClient.scope(ShelfAppRoute.shelf)
        host.tapLink(shelfClient.link(to: .book(3)))
        expectSettled(host, "main\n  #0 shelf(shelf)\n  #1 shelf(book(3))")
        // The pushed screen's own client makes links that push above it.
        let bookClient = navigator.client(for: navigator.state.topStack.top.id).scope(ShelfAppRoute.shelf)
        host.tapLink(bookClient.link(to: .book(4)))
        expectSettled(host)
        #expect(navigator.state.baseStack.path.map(\.route) == [.shelf(.book(3)), .shelf(.book(4))])
    }

    @Test("a link then a back swipe: the navigator and the screen agree")
    func linkThenBackSwipe() {
        let navigator = Navigator(root: ShelfAppRoute.home)
        let host = HeadlessHost(navigator: navigator)
        host.tapLink(ShelfAppRoute.about)
        expectSettled(host)
        #expect(host.swipeBack())
        expectSettled(host, "main\n  #0 home")
        #expect(navigator.state.depth == 0)
    }

    @Test("a link inside a sheet pushes on the sheet's stack")
    func linkInSheet() {
        let navigator = Navigator(root: ShelfAppRoute.home)
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.present(.shelf(.shelf)) }
        expectSettled(host)
        host.tapLink(navigator.client(for: host.topScreen.id).scope(ShelfAppRoute.shelf).link(to: .book(1)))
        expectSettled(host, "main\n  #0 home\n  sheet\n    #1 shelf(shelf)\n    #2 shelf(book(1))")
    }

    @Test("a value that is not a route pushes nothing and is reported")
    func unknownValueIgnored() {
        let navigator = Navigator(root: ShelfAppRoute.home)
        let host = HeadlessHost(navigator: navigator)
        host.tapLink(LinkShelfDestination.book(1))
        expectSettled(host, "main\n  #0 home")
        #expect(host.diagnostics.count == 1)
        #expect(host.diagnostics.first?.contains("client.link(to:)") == true)
    }

    @Test("a guard sees a link's push as a call from the link's screen, and may cancel it")
    func guardSeesLink() {
        let navigator = Navigator(root: ShelfAppRoute.home)
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return .cancel
        }
        let host = HeadlessHost(navigator: navigator)
        host.tapLink(ShelfAppRoute.about)
        expectSettled(host, "main\n  #0 home")
        #expect(sources == [.client(navigator.state.baseStack.root.id)])
    }

    @Test("a link value kept from a screen that is gone is a stale call")
    func staleLinkValue() {
        let navigator = Navigator(root: ShelfAppRoute.home)
        let events = NavigationEventRecorder(navigator)
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.push(.shelf(.shelf)) }
        expectSettled(host)
        let value = navigator.client(for: host.topScreen.id).scope(ShelfAppRoute.shelf).link(to: .book(2))
        let gone = host.topScreen.id
        host.tapBack()
        expectSettled(host)
        events.reset()
        host.tapLink(value)
        expectSettled(host, "main\n  #0 home")
        #expect(events.events == [.staleCall(.push(.shelf(.book(2)), from: gone), screen: gone)])
    }

    @Test("the environment's dismiss removes a pushed screen and a presented one through the navigator")
    func environmentDismiss() {
        let navigator = Navigator(root: ShelfAppRoute.home)
        let events = NavigationEventRecorder(navigator)
        let host = HeadlessHost(navigator: navigator)
        host.tapLink(ShelfAppRoute.about)
        expectSettled(host)
        let pushed = host.topScreen
        #expect(host.environmentDismiss())
        expectSettled(host, "main\n  #0 home")
        #expect(events.events.suffix(2) == [.popped([pushed], from: .main), .screenShown(host.topScreen, at: .main)])

        host.tap { navigator.present(.about) }
        expectSettled(host)
        let presented = host.topScreen
        #expect(host.environmentDismiss())
        expectSettled(host, "main\n  #0 home")
        #expect(
            events.events.suffix(2) == [
                .dismissed(presented, style: .sheet(), at: .presented(1)), .screenShown(host.topScreen, at: .main),
            ])
    }
}
