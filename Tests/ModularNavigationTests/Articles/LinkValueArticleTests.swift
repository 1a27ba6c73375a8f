import ModularNavigation
import ModularNavigationTesting
import Testing

// Code quoted by the Links and dismiss article (a request's link value) and the Adaptive
// layouts article (a link to a split view with nothing selected). Library API only.

private enum ExploreDestination: Hashable, Sendable {
    case trending
}

extension ExploreDestination: RequestingDestination {
    enum Request: Hashable, Sendable {
        case account(String)
    }
}

private enum AccountsDestination: Hashable, Sendable {
    case profile(String)
}

private enum ExploreAppRoute: Hashable, Sendable {
    case explore(ExploreDestination)
    case accounts(AccountsDestination)

    static func fromExplore(_ request: ExploreDestination.Request) -> ExploreAppRoute {
        switch request {
        case .account(let handle): .accounts(.profile(handle))
        }
    }
}

@MainActor
@Suite("the Links and Adaptive layouts articles")
struct LinkValueArticleTests {
    @Test("a module links to another module's screen through its request; the app's scope answers it")
    func requestLink() {
        let navigator = Navigator(root: ExploreAppRoute.explore(.trending))
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.rootClient.scope(ExploreAppRoute.explore, answering: ExploreAppRoute.fromExplore)
        // In the Explore module's list:
        // NavigationLink("@ada", value: client.link(requesting: .account("ada")))
        let value = client.link(requesting: .account("ada"))
        #expect(host.tapLink(value))
        expectSettled(host)
        #expect(navigator.topStack.top.route == .accounts(.profile("ada")))
    }

    @Test("a link to a split view with nothing selected shows the sidebar alone")
    func splitWithNothingSelected() throws {
        var state = NavigationState<ExploreAppRoute, Never>(
            sidebar: .explore(.trending), selection: .accounts(.profile("ada")))
        try state.navigate(to: .split(selecting: nil))
        #expect(state.split?.selection == nil)
        #expect(state.stack(at: .detail) == nil)
    }
}
