import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// Every way a restoration that a guard holds behind sign-in can end, with a link queued
/// meanwhile.
enum HeldLinkPath: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case signedIn, declined, dismissed, stateReplaced, newerLink, secondRestore, redirectLoop, guardCancelsResume
    /// Terms come before sign-in; once accepted, sign-in cannot show.
    case redirectOfRedirectCancelled
    var testDescription: String { rawValue }
}

@MainActor
@Suite("A link held for a restoration applies once, however the restoration's redirect ends")
struct HeldLinkTests {
    private static let cart = Shop.url("shop://cart")
    private static let product = Shop.url("shop://product/3")

    @Test("the held link applies exactly once, on the state the redirect leaves", arguments: HeldLinkPath.allCases)
    func heldLink(path: HeldLinkPath) throws {
        let navigator = try Shop.navigator()
        let session = Session()
        let blocked = Flag(false)
        navigator.addGuard(Shop.signInGuard(session))
        navigator.addGuard { blocked.value && $0.source == .restoration ? .cancel : .allow }
        // `.product(0)` stands for the terms screen.
        let termsFirst = path == .redirectOfRedirectCancelled
        navigator.addGuard { proposal in
            guard termsFirst, proposal.addedRoutes.contains(.signIn) else { return .allow }
            return .redirect(presenting: .product(0), expecting: Bool.self)
        }
        let events = NavigationEventRecorder(navigator)
        let saved = try NavigationState<ShopRoute, Never>(root: .home, path: [.account]).archived(schemaVersion: 1)
        let restore = { navigator.restore(from: saved, schemaVersion: 1, fallback: NavigationState(root: .home)) }
        #expect(restore().isHeld)
        #expect(navigator.open(Self.cart) == .queued)

        switch path {
        case .signedIn: Shop.finishSignIn(navigator, session: session, with: true)
        case .declined: Shop.finishSignIn(navigator, session: session, with: false)
        case .dismissed: navigator.dismissPresentation()
        case .stateReplaced: navigator.replaceState(NavigationState(root: .home))
        case .newerLink:
            #expect(navigator.open(Self.product) == .queued)
            Shop.finishSignIn(navigator, session: session, with: true)
        case .secondRestore:
            #expect(restore().isHeld)
            navigator.dismissPresentation()
            #expect(navigator.pendingDeepLink == Self.cart, "the first restoration still holds it")
            Shop.finishSignIn(navigator, session: session, with: true)
        case .redirectLoop:
            // Sign-in answers yes without a session: the guard asks again, and is stopped.
            navigator.client(for: navigator.topStack.root.id).finish(with: true)
            #expect(events.events.contains { if case .redirectLoop = $0 { true } else { false } })
        case .guardCancelsResume, .redirectOfRedirectCancelled:
            blocked.value = true
            Shop.finishSignIn(navigator, session: session, with: true)
            #expect(events.events.contains { if case .guardCancelled(_, .restoration) = $0 { true } else { false } })
        }

        // The product link sets the stack's path; the cart link presents over it.
        let restored: [ShopRoute] = path == .newerLink ? [.home, .product(3)] : [.home, .account]
        let declined = ![.signedIn, .newerLink, .secondRestore].contains(path)
        #expect(navigator.state.baseStack.entries.map(\.route) == (declined ? [.home] : restored))
        let link = path == .newerLink ? Self.product : Self.cart
        #expect(events.events.filter { $0 == .deepLinkOpened(link) }.count == 1, "\(events.events)")
        #expect(!events.events.contains(.deepLinkOpened(Self.cart)) || link == Self.cart)
        #expect(navigator.pendingDeepLink == nil)
        let linked: [ShopRoute] = link == Self.cart ? [.cart] : []
        #expect(navigator.state.presentations.map(\.stack.root.route) == linked, "no redirect left up")
    }

    @Test("a link held in a window that closes goes to another window, once")
    func heldLinkOfClosedWindow() throws {
        let session = Session()
        let windows = try WindowFixtures.windows { _, navigator in navigator.addGuard(Shop.signInGuard(session)) }
        let other = try windows.makeWindow(NavigationState(root: .home))
        let held = try windows.makeWindow(NavigationState(root: .home))
        try windows.activateWindow(held)
        let navigator = try #require(windows.navigator(for: held))
        let receiver = try #require(windows.navigator(for: other))
        for window in [navigator, receiver] { window.attachUI() }
        let saved = try NavigationState<ShopRoute, Never>(root: .home, path: [.account]).archived(schemaVersion: 1)
        #expect(navigator.restore(from: saved, schemaVersion: 1, fallback: NavigationState(root: .home)).isHeld)
        let recorder = WindowFixtures.Recorder(windows)
        #expect(windows.open(Self.cart) == (held, .queued))

        try windows.closeWindow(held)

        #expect(recorder.windowEvents.contains(.linkRouted(Self.cart, to: other)))
        #expect(recorder.navigation(in: other).filter { $0 == .deepLinkOpened(Self.cart) }.count == 1)
        #expect(recorder.navigation(in: held).contains { if case .redirectAbandoned = $0 { true } else { false } })
        #expect(!recorder.navigation(in: held).contains(.deepLinkOpened(Self.cart)))
        #expect(receiver.state.presentations.map(\.stack.root.route) == [.cart])
    }
}
