import ModularNavigation
import ModularNavigationTesting
import Testing

/// An account module that asks the app for the account screen and awaits a value from it.
private enum AccountAsking: Hashable, Sendable, RequestingDestination {
    case profile
    enum Request: Hashable, Sendable { case account }
}

/// How a module awaits the flow a guard redirects.
enum RedirectedWait: String, CaseIterable, Sendable {
    /// `navigate(to:mode:expecting:)`.
    case navigate
    /// `request(_:mode:expecting:)`, answered by the app's scope.
    case request
}

@MainActor
@Suite("Guards: an awaited result survives a sign-in redirect")
struct RedirectedResultTests {
    /// A drawn shop whose account needs a session, and the work awaiting the account's
    /// value from the home screen, started and waiting.
    private func awaitAccount(
        _ kind: RedirectedWait,
        terms: Flag? = nil
    ) async throws -> (
        Navigator<ShopRoute, Never>, HeadlessHost<ShopRoute, Never>, Session, NavigationWork<NavigationResult<Int>>
    ) {
        let navigator = try Shop.navigator(attached: false)
        let host = HeadlessHost(navigator: navigator)
        let session = Session()
        navigator.addGuard(Shop.signInGuard(session))
        if let terms {
            // Sign-in itself first needs accepted terms (`.cart` stands for the terms screen).
            navigator.addGuard { proposal in
                guard proposal.addedRoutes.contains(.signIn), !terms.value else { return .allow }
                return .redirect(presenting: .cart, expecting: Bool.self) { $0 }
            }
        }
        let client = navigator.rootClient
        let work = await navigator.start {
            switch kind {
            case .navigate:
                await client.navigate(to: .account, mode: .sheet(), expecting: Int.self)
            case .request:
                await client.scope({ (_: AccountAsking) in .home }, answering: { _ in .account })
                    .request(.account, mode: .sheet(), expecting: Int.self)
            }
        }
        host.settle()
        return (navigator, host, session, work)
    }

    @Test("sign-in resumes the flow, and the flow's value reaches the module", arguments: RedirectedWait.allCases)
    func valueAfterSignIn(kind: RedirectedWait) async throws {
        let (navigator, host, session, work) = try await awaitAccount(kind)
        #expect(host.topScreen.route == .signIn)
        #expect(work.isWaitingForResult)

        Shop.finishSignIn(navigator, session: session, with: true)
        host.settle()
        #expect(host.topScreen.route == .account)
        #expect(work.isWaitingForResult)

        let delivery = navigator.client(for: host.topScreen.id).finish(with: 42)
        host.settle()

        #expect(delivery == .delivered)
        #expect(await work.value == .finished(42))
        #expect(host.drawn.presentations.isEmpty)
    }

    @Test(
        "sign-in closed by its own dismiss abandons the redirect, and the wait ends cancelled",
        arguments: RedirectedWait.allCases)
    func cancelledWhenAbandoned(kind: RedirectedWait) async throws {
        let (navigator, host, _, work) = try await awaitAccount(kind)
        let events = NavigationEventRecorder(navigator)

        #expect(host.environmentDismiss())
        host.settle()
        await work.settled()

        #expect(work.isFinished)
        if !work.isFinished { work.cancel() }
        #expect(await work.value == .cancelled)
        #expect(
            events.events.contains(
                .redirectAbandoned(
                    .present(.account, .sheet(), from: navigator.rootClientScreen),
                    source: .client(navigator.rootClientScreen))))
        #expect(host.drawn.presentations.isEmpty)
    }

    @Test("through two redirects (terms, then sign-in), the value still arrives once")
    func valueThroughTwoRedirects() async throws {
        let terms = Flag(false)
        let (navigator, host, session, work) = try await awaitAccount(.navigate, terms: terms)
        #expect(host.topScreen.route == .cart)

        terms.value = true
        navigator.client(for: host.topScreen.id).finish(with: true)
        host.settle()
        #expect(host.topScreen.route == .signIn)
        #expect(work.isWaitingForResult)

        Shop.finishSignIn(navigator, session: session, with: true)
        host.settle()
        #expect(navigator.client(for: host.topScreen.id).finish(with: 7) == .delivered)
        host.settle()

        #expect(await work.value == .finished(7))
    }
}

extension Navigator where Route == ShopRoute, Tab == Never {
    /// The screen the root client is bound to.
    fileprivate var rootClientScreen: EntryID { state.baseStack.root.id }
}
