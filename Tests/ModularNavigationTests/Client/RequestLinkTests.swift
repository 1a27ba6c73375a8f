import ModularNavigation
import ModularNavigationTesting
import Testing

/// An explore module whose list links to accounts, drawn by another module it never
/// imports; the app answers its request.
private enum ExploreDestination: Hashable, Sendable {
    case trending
}

extension ExploreDestination: RequestingDestination {
    enum Request: Hashable, Sendable {
        case account(String)
        case reportProblem
    }
}

private enum AccountsDestination: Hashable, Sendable {
    case profile(String)
}

private enum SocialRoute: Hashable, Sendable {
    case explore(ExploreDestination)
    case accounts(AccountsDestination)

    static func fromExplore(_ request: ExploreDestination.Request) -> SocialRoute {
        switch request {
        case .account(let handle): .accounts(.profile(handle))
        case .reportProblem: .explore(.trending)
        }
    }
}

@MainActor
@Suite("Link values for requests")
struct RequestLinkTests {
    @Test("a request's link value pushes the app's answer from the requesting screen when tapped")
    func requestLinkPushesTheAnswer() {
        let navigator = Navigator(root: SocialRoute.explore(.trending))
        let host = HeadlessHost(navigator: navigator)
        let explore = navigator.rootClient.scope(SocialRoute.explore, answering: SocialRoute.fromExplore)

        let link = explore.link(requesting: .account("ada"))
        #expect(host.tapLink(link))
        expectSettled(host)
        #expect(navigator.topStack.path.map(\.route) == [.accounts(.profile("ada"))])
        // The same value a link to the answer's route makes from that screen.
        #expect(link == navigator.rootClient.link(to: .accounts(.profile("ada"))))
    }

    @Test("a request link passes through a plain scope and a forwarding scope to the scope that answers it")
    func requestLinkThroughScopes() {
        let navigator = Navigator(root: SocialRoute.explore(.trending))
        let host = HeadlessHost(navigator: navigator)
        let answering = navigator.rootClient.scope(SocialRoute.explore, answering: SocialRoute.fromExplore)
        let child = answering.scope { (destination: ExploreDestination) in destination }

        #expect(host.tapLink(child.link(requesting: .account("grace"))))
        expectSettled(host)
        #expect(navigator.topStack.top.route == .accounts(.profile("grace")))
    }

    @Test("an unanswered request's link changes nothing when tapped and is reported for the screen")
    func unansweredRequestLinkIsReported() {
        let navigator = Navigator(root: SocialRoute.explore(.trending))
        let host = HeadlessHost(navigator: navigator)
        let events = NavigationEventRecorder(navigator)
        let explore = navigator.rootClient.scope(SocialRoute.explore)

        #expect(host.tapLink(explore.link(requesting: .reportProblem)))
        expectSettled(host)
        #expect(navigator.topStack.path.isEmpty)
        #expect(events.events == [.requestUnanswered("reportProblem", screen: EntryID(0))])
    }
}
