import ModularNavigation
import ModularNavigationTesting
import Testing

// The README's quick start, word for word, so the README cannot drift from the API.

private enum AppRoute: Hashable, Sendable {
    case home
    case detail(id: Int)
    case settings
}

@MainActor
private func quickStart() -> Navigator<AppRoute, Never> {
    let navigator = Navigator(root: AppRoute.home)

    // Each screen gets a client bound to it; modules see only the client.
    let home = navigator.rootClient
    home.push(.detail(id: 7))

    let detail = navigator.client(for: navigator.topStack.top.id)
    detail.presentSheet(.settings, options: SheetOptions(detents: [.medium]))

    print(navigator.state)
    // main
    //   #0 home
    //   #1 detail(id: 7)
    //   sheet [medium]
    //     #2 settings
    return navigator
}

@MainActor
@Suite("README")
struct QuickStartTests {
    @Test("the quick start builds the tree its comment shows")
    func quickStartTree() {
        expectTree(
            quickStart(),
            """
            main
              #0 home
              #1 detail(id: 7)
              sheet [medium]
                #2 settings
            """)
    }
}
