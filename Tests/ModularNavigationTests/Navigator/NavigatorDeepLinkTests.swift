import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

@Suite("Deep links: the inbox that holds a link until the UI attaches")
struct DeepLinkInboxTests {
    let first = Shop.url("shop://product/1")
    let second = Shop.url("shop://product/2")

    @Test("before attaching, links are held and the newest replaces the held one")
    func holdsNewest() {
        var inbox = DeepLinkInbox<Int>()
        guard case .queue(nil) = inbox.receive(first, target: 1) else {
            Issue.record("expected the first link to be queued")
            return
        }
        guard case .queue(let replaced) = inbox.receive(second, target: 2) else {
            Issue.record("expected the second link to be queued")
            return
        }
        #expect(replaced?.url == first)
        #expect(inbox.pending?.target == 2)
    }

    @Test("attaching hands the held link back exactly once; later links apply at once")
    func attachOnce() {
        var inbox = DeepLinkInbox<Int>()
        _ = inbox.receive(first, target: 1)
        #expect(inbox.attach()?.target == 1)
        #expect(inbox.attach() == nil)
        #expect(inbox.pending == nil)
        #expect(inbox.isAttached)
        guard case .apply = inbox.receive(second, target: 2) else {
            Issue.record("expected a link after attaching to apply at once")
            return
        }
    }
}

@MainActor
@Suite("Deep links on the navigator")
struct NavigatorDeepLinkTests {
    @Test("warm: a link applies through the normal path, evented as what it did, then as opened")
    func warmOpen() throws {
        let navigator = try Shop.navigator()
        let events = NavigationEventRecorder(navigator)
        let url = Shop.url("shop://product/7")

        #expect(navigator.open(url) == .opened)

        #expect(navigator.topStack.path.map(\.route) == [.product(7)])
        #expect(
            events.events == [
                .stackReplaced(at: .main), .screenShown(navigator.state.topScreen, at: .main), .deepLinkOpened(url),
            ])
    }

    @Test("a link keeps the screens the state already shows")
    func keepsIdentity() throws {
        let navigator = try Shop.navigator()
        navigator.push(.product(7))
        let product = navigator.topStack.top
        navigator.present(.signIn, style: .sheet())

        #expect(navigator.open(Shop.url("shop://product/7")) == .opened)

        #expect(navigator.topStack.path == [product])
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a bad URL returns a typed error, is evented, and leaves the state unchanged")
    func badURL() throws {
        let navigator = try Shop.navigator()
        navigator.push(.product(1))
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)
        let cases: [(String, DeepLinkError)] = [
            ("shop://nowhere", .noMatch),
            ("other://product/1", .unsupportedScheme("other")),
            ("shop://product/-4", .invalidParameter(name: "id")),
        ]
        for (text, error) in cases {
            let url = Shop.url(text)
            #expect(navigator.open(url) == .failed(error))
            #expect(events.events.last == .deepLinkFailed(url, error))
        }
        #expect(navigator.state == before)
        #expect(events.events.count == cases.count)
    }

    @Test("without a table every link fails with noMatch")
    func noTable() {
        let navigator = Navigator(root: ShopRoute.home)
        navigator.attachUI()
        let url = Shop.url("shop://product/1")
        #expect(navigator.open(url).error == .noMatch)
        #expect(navigator.topStack.depth == 0)
    }

    @Test("cold: a link before the UI attaches is queued, then applied exactly once on attach")
    func coldStart() throws {
        let navigator = try Shop.navigator(attached: false)
        let events = NavigationEventRecorder(navigator)
        let url = Shop.url("shop://product/3")

        #expect(navigator.open(url) == .queued)
        #expect(navigator.topStack.depth == 0)
        #expect(navigator.pendingDeepLink == url)
        #expect(!navigator.isAttached)

        navigator.attachUI()
        #expect(navigator.isAttached)
        #expect(navigator.pendingDeepLink == nil)
        #expect(navigator.topStack.path.map(\.route) == [.product(3)])

        navigator.popToRoot()
        navigator.attachUI()
        #expect(navigator.topStack.depth == 0)
        #expect(events.events.filter { $0 == .deepLinkOpened(url) }.count == 1)
        #expect(events.events.first == .deepLinkQueued(url))
    }

    @Test("cold: a newer link replaces the queued one, and only it applies")
    func coldReplace() throws {
        let navigator = try Shop.navigator(attached: false)
        let events = NavigationEventRecorder(navigator)
        let first = Shop.url("shop://product/1")
        let second = Shop.url("shop://cart")

        navigator.open(first)
        navigator.open(second)
        navigator.attachUI()

        #expect(navigator.topStack.depth == 0)
        #expect(navigator.topStack.root.route == .cart)
        #expect(
            events.events.filter(isLinkEvent) == [
                .deepLinkQueued(first), .deepLinkReplaced(first, by: second), .deepLinkQueued(second),
                .deepLinkOpened(second),
            ])
    }

    @Test("cold: a bad link fails at once and does not replace a queued good one")
    func coldBadLinkKeepsQueued() throws {
        let navigator = try Shop.navigator(attached: false)
        let good = Shop.url("shop://product/1")
        navigator.open(good)
        #expect(navigator.open(Shop.url("shop://nowhere")) == .failed(.noMatch))
        #expect(navigator.pendingDeepLink == good)
        navigator.attachUI()
        #expect(navigator.topStack.path.map(\.route) == [.product(1)])
    }

    @Test("warm: a link to a guarded screen signs in first, then opens")
    func warmThroughGuard() throws {
        let navigator = try Shop.navigator()
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)
        let url = Shop.url("shop://account")
        var sources: [NavigationSource] = []
        navigator.addGuard { proposal in
            sources.append(proposal.source)
            return .allow
        }

        #expect(navigator.open(url) == .redirected)
        #expect(navigator.topStack.root.route == .signIn)
        #expect(!events.events.contains(.deepLinkOpened(url)))

        Shop.finishSignIn(navigator, session: session, with: true)

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.topStack.path.map(\.route) == [.account])
        #expect(events.events.last == .deepLinkOpened(url))
        #expect(sources.first == .deepLink(url))
        #expect(sources.last == .deepLink(url))
    }

    @Test("warm: a guard can cancel a link; the state is unchanged")
    func warmCancelled() throws {
        let navigator = try Shop.navigator()
        navigator.addGuard { $0.source == .deepLink(Shop.url("shop://cart")) ? .cancel : .allow }
        let before = navigator.state
        #expect(navigator.open(Shop.url("shop://cart")) == .cancelled)
        #expect(navigator.state == before)
    }

    @Test("cold: a queued link to a guarded screen signs in when the UI attaches, then opens")
    func coldThroughGuard() throws {
        let navigator = try Shop.navigator(attached: false)
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)
        let url = Shop.url("shop://account")

        #expect(navigator.open(url) == .queued)
        #expect(navigator.state.presentations.isEmpty)

        navigator.attachUI()
        #expect(navigator.topStack.root.route == .signIn)

        Shop.finishSignIn(navigator, session: session, with: true)
        #expect(navigator.topStack.path.map(\.route) == [.account])
        #expect(events.events.filter { $0 == .deepLinkOpened(url) }.count == 1)
    }

    @Test("cold: when sign-in is cancelled the queued link is dropped")
    func coldGuardCancelled() throws {
        let navigator = try Shop.navigator(attached: false)
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)
        let url = Shop.url("shop://account")
        navigator.open(url)
        navigator.attachUI()
        navigator.dismissPresentation()

        #expect(navigator.state.entries.map(\.route) == [.home])
        #expect(!events.events.contains(.deepLinkOpened(url)))
        guard case .redirectAbandoned(_, .deepLink(url)) = events.events.last else {
            Issue.record("expected the link to be abandoned, got \(events.events)")
            return
        }
    }

    private func isLinkEvent(_ event: NavigationEvent<ShopRoute, Never>) -> Bool {
        switch event {
        case .deepLinkOpened, .deepLinkFailed, .deepLinkQueued, .deepLinkReplaced: true
        default: false
        }
    }
}
