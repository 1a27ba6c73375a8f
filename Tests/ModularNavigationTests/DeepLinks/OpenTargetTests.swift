import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Deep links: a target shown without a URL, as one action")
struct OpenTargetTests {
    @Test("a target opens through the path of a URL: rules, events, `deepLinkOpened` last")
    func warm() throws {
        let navigator = try Shop.navigator()
        let events = NavigationEventRecorder(navigator)

        #expect(navigator.open(ShopTarget.stack(path: [.product(7)])) == .opened)

        #expect(navigator.topStack.path.map(\.route) == [.product(7)])
        let product = navigator.state.topScreen
        #expect(events.events == [.stackReplaced(at: .main), .screenShown(product, at: .main), .deepLinkOpened(nil)])
    }

    @Test("cold: a target before the UI attaches is queued, a newer link replaces it, and one applies on attach")
    func cold() throws {
        let navigator = try Shop.navigator(attached: false)
        let events = NavigationEventRecorder(navigator)
        let url = Shop.url("shop://cart")

        #expect(navigator.open(ShopTarget.stack(path: [.product(1)])) == .queued)
        #expect(navigator.open(url) == .queued)
        #expect(navigator.topStack.depth == 0)
        navigator.attachUI()

        #expect(navigator.topStack.root.route == .cart)
        #expect(navigator.state.entries.map(\.route) == [.home, .cart])
        #expect(events.events.first == .deepLinkQueued(nil))
        #expect(events.events.contains(.deepLinkReplaced(nil, by: url)))
        #expect(events.events.last == .deepLinkOpened(url))
    }

    @Test("a target that comes down to one push reaches guards as that push, naming the pushed route")
    func pushOnTopIsAPush() throws {
        let navigator = try Shop.navigator()
        let url = Shop.url("shop://lookup/alice")
        var proposals: [NavigationProposal<ShopRoute, Never>] = []
        navigator.addGuard { proposal in
            proposals.append(proposal)
            return .allow
        }
        let events = NavigationEventRecorder(navigator)

        #expect(navigator.open(.pushOnTop([.account]), url: url) == .opened)

        let proposal = try #require(proposals.first)
        #expect(proposal.action == .push(.account, from: navigator.state.entries[0].id))
        #expect(proposal.addedRoutes == [.account])
        #expect(proposal.source == .deepLink(url))
        let account = navigator.state.topScreen
        #expect(
            events.events == [.pushed(account, onto: .main), .screenShown(account, at: .main), .deepLinkOpened(url)])
    }

    @Test("a target of several steps is proposed as one `navigate(to:)`, and each step is evented")
    func severalSteps() throws {
        let navigator = try Shop.navigator()
        var actions: [NavigationAction<ShopRoute, Never>] = []
        navigator.addGuard { proposal in
            actions.append(proposal.action)
            return .allow
        }
        let target = ShopTarget.pushOnTop([.product(1), .product(2)])
        let events = NavigationEventRecorder(navigator)

        #expect(navigator.open(target) == .opened)

        #expect(actions == [.navigate(to: target)])
        #expect(navigator.topStack.path.map(\.route) == [.product(1), .product(2)])
        #expect(events.events.filter { if case .pushed = $0 { true } else { false } }.count == 2)
        #expect(!events.events.contains(.stateReplaced))
    }

    @Test("a guard cancels or redirects a target as it does a URL's; a redirect resumes it")
    func guarded() throws {
        let navigator = try Shop.navigator()
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        let events = NavigationEventRecorder(navigator)

        #expect(navigator.open(.pushOnTop([.account])) == .redirected)
        #expect(navigator.topStack.root.route == .signIn)
        #expect(
            events.events.contains {
                if case .guardRedirected(.push(.account, _), _, .deepLink(nil)) = $0 { true } else { false }
            })

        Shop.finishSignIn(navigator, session: session, with: true)
        #expect(navigator.topStack.path.map(\.route) == [.account])
        #expect(events.events.last == .deepLinkOpened(nil))

        navigator.addGuard { _ in .cancel }
        let before = navigator.state
        #expect(navigator.open(.pushOnTop([.cart])) == .cancelled)
        #expect(navigator.state == before)
    }

    @Test("a target the state refuses fails with the refusal, evented, and changes nothing")
    func refused() throws {
        let navigator = try Shop.navigator()
        navigator.push(.product(1))
        let events = NavigationEventRecorder(navigator)
        let before = navigator.state

        #expect(navigator.open(ShopTarget.split(selecting: .cart)) == .failed(.navigationRefused(.notSplit)))

        #expect(navigator.state == before)
        #expect(events.events.last == .deepLinkFailed(nil, .navigationRefused(.notSplit)))
    }
}

@MainActor
@Suite("Deep links: a fresh screen for the same route")
struct FreshScreenTests {
    @Test("a link to the screen already on top keeps it; asked for a fresh one, it gets a new identity")
    func freshTop() throws {
        let navigator = try Shop.navigator()
        navigator.push(.cart)
        navigator.push(.product(7))
        let cart = navigator.topStack.path[0]
        let product = navigator.topStack.top
        let target = ShopTarget.stack(path: [.cart, .product(7)])

        #expect(navigator.open(target) == .opened)
        #expect(navigator.topStack.path == [cart, product])

        let events = NavigationEventRecorder(navigator)
        #expect(navigator.open(target.withFreshScreen()) == .opened)
        #expect(navigator.topStack.path.map(\.route) == [.cart, .product(7)])
        #expect(navigator.topStack.path[0] == cart)
        #expect(navigator.topStack.top.id != product.id)
        #expect(events.events.contains(.screenShown(navigator.topStack.top, at: .main)))
    }

    @Test("a fresh layer root and a fresh base root are shown anew; a new screen is left as it is")
    func freshRoots() throws {
        let navigator = try Shop.navigator()
        navigator.present(.cart, style: .sheet())
        let sheet = navigator.topStack.root
        #expect(navigator.open(ShopTarget.present(.cart).withFreshScreen()) == .opened)
        #expect(navigator.state.presentations.count == 1)
        #expect(navigator.topStack.root.route == .cart)
        #expect(navigator.topStack.root.id != sheet.id)

        navigator.dismissPresentation()
        let home = navigator.topStack.root
        #expect(navigator.open(ShopTarget.stack(path: []).withFreshScreen()) == .opened)
        #expect(navigator.topStack.root.route == .home)
        #expect(navigator.topStack.root.id != home.id)

        let events = NavigationEventRecorder(navigator)
        #expect(navigator.open(ShopTarget.stack(path: [.product(3)]).withFreshScreen()) == .opened)
        #expect(navigator.state.entries.map(\.route) == [.home, .product(3)])
        let product = navigator.topStack.top
        #expect(events.events == [.stackReplaced(at: .main), .screenShown(product, at: .main), .deepLinkOpened(nil)])
    }
}
