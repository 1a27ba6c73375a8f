import ModularNavigation
import ModularNavigationTesting
import Testing

// The Tabs article's "From one stack to tabs": an app that signs in on one stack and
// then shows tabs, with one navigator whose state is replaced between the layouts.

private enum AppTab: Hashable, Sendable, CaseIterable {
    case home, inbox
}

private enum AppRoute: Hashable, Sendable {
    case welcome, signIn, home, inbox
}

@MainActor
@Suite("the Tabs article: from one stack to tabs")
struct LayoutReplacementArticleTests {
    @Test("replaceState turns one stack into tabs and back; screens the target does not share get new identities")
    func stackToTabsAndBack() throws {
        let navigator = Navigator(NavigationState<AppRoute, AppTab>(root: .welcome, path: [.signIn]))
        let events = NavigationEventRecorder(navigator)

        // Signed in: the same navigator shows the tabs.
        navigator.replaceState(
            try NavigationState(tabs: AppTab.allCases, selectedTab: .home) { tab in
                tab == .home ? .home : .inbox
            })
        expectTree(
            navigator,
            """
            tab home (selected)
              #2 home
            tab inbox
              #3 inbox
            """)

        // Signed out: back to one stack.
        navigator.replaceState(NavigationState(root: .welcome))
        #expect(events.events.filter { $0 == .stateReplaced }.count == 2)
        expectTree(
            navigator,
            """
            main
              #4 welcome
            """)
    }

    @Test("a root the target numbers as the live state does, with the same route, keeps its identity")
    func sharedRootStays() throws {
        let navigator = Navigator(NavigationState<AppRoute, AppTab>(root: .home, path: [.signIn]))
        navigator.replaceState(
            try NavigationState(tabs: AppTab.allCases, selectedTab: .home) { tab in
                tab == .home ? .home : .inbox
            })
        #expect(navigator.state.stack(at: .tab(.home))?.root.id == EntryID(0))
        #expect(navigator.state.stack(at: .tab(.inbox))?.root.id == EntryID(2))
    }
}
