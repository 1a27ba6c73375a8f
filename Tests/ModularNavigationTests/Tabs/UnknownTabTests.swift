import ModularNavigation
import ModularNavigationTesting
import Testing

/// A tab the app does not have, never had or just removed, is one refusal whichever verb
/// names it and whatever the layout: a client that kept a tab learns the same thing from
/// every call.
@MainActor
@Suite("A tab the app does not have, named by every verb, in every layout")
struct UnknownTabTests {
    /// The verbs that name a tab, each naming `tab`.
    enum Verb: String, CaseIterable, Sendable {
        case selectTab, tapTab, removeTab, selectSidebar, clearSidebar, selectContent, replaceStack, replaceDetail

        func action(naming tab: TestTab) -> NavigationAction<TestRoute, TestTab> {
            switch self {
            case .selectTab: .selectTab(tab)
            case .tapTab: .tapTab(tab)
            case .removeTab: .removeTab(tab)
            case .selectSidebar: .selectSidebar(.list, in: tab)
            case .clearSidebar: .selectSidebar(nil, in: tab)
            case .selectContent: .selectContent(.settings, in: tab)
            case .replaceStack: .replaceStack(at: .tab(tab), path: [.list])
            case .replaceDetail: .replaceStack(at: .tabDetail(tab), path: [.list])
            }
        }
    }

    @Test(
        "refused as unknownTab, changing nothing",
        arguments: EveryLayout.allCases, Verb.allCases)
    func refused(layout: EveryLayout, verb: Verb) {
        let navigator = layout.navigator()
        // In a layout with tabs the tab is removed first, as a tab the user closed.
        if navigator.state.tabs != nil { #expect(navigator.perform(.removeTab(.search))) }
        #expect(navigator.state.tabs?[.search] == nil)
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)
        let action = verb.action(naming: .search)

        #expect(!navigator.perform(action))

        #expect(navigator.state == before)
        #expect(events.events == [.refused(action, .unknownTab)])
        var state = before
        #expect(throws: NavigationError.unknownTab) { try state.perform(action) }
    }

    @Test("a tab that is there but holds no split view is still notSplit")
    func presentTabWithoutSplit() {
        let navigator = Navigator(TabState.splitInHome())
        let events = NavigationEventRecorder(navigator)

        #expect(!navigator.perform(.selectSidebar(.list, in: .search)))

        #expect(events.events == [.refused(.selectSidebar(.list, in: .search), .notSplit)])
    }

    @Test("a stack that is not there in a tab the app has is still unknownStack")
    func presentTabWithoutStack() {
        let navigator = Navigator(TabState.splitInHome())
        let action = NavigationAction<TestRoute, TestTab>.replaceStack(at: .tabDetail(.search), path: [.list])
        let events = NavigationEventRecorder(navigator)

        #expect(!navigator.perform(action))

        #expect(events.events == [.refused(action, .unknownStack)])
    }
}
