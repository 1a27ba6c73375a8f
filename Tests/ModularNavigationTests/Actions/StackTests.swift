import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Stack operations")
struct StackTests {
    @Test("push adds screens with new identities on the visible stack")
    func push() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.list)
        navigator.push(.detail(1))

        expectTree(
            navigator,
            """
            main
              #0 home
              #1 list
              #2 detail(1)
            """)
        #expect(navigator.topStack.depth == 2)
        #expect(navigator.state.canPop)
        #expect(navigator.topStack.top.route == .detail(1))
    }

    @Test("pop removes the top screen, and is refused at the root")
    func pop() {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        navigator.push(.list)
        navigator.pop()
        navigator.pop()

        #expect(navigator.topStack.depth == 0)
        #expect(!navigator.state.canPop)
        #expect(events.events.last == .refused(.pop(count: 1), .nothingToPop))
    }

    @Test("pop(count:) pops several screens, and refuses counts out of range without changing anything")
    func popCount() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list, .detail(1), .detail(2)]))
        let events = NavigationEventRecorder(navigator)

        navigator.pop(count: 4)
        navigator.pop(count: 0)
        #expect(navigator.topStack.depth == 3)
        #expect(
            events.events == [
                .refused(.pop(count: 4), .popCountOutOfRange(requested: 4, available: 3)),
                .refused(.pop(count: 0), .popCountOutOfRange(requested: 0, available: 3)),
            ])

        navigator.pop(count: 2)
        #expect(navigator.topStack.path.map(\.route) == [.list])
    }

    @Test("pop(to:) returns to a screen, dismissing what covers its stack")
    func popToEntry() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list, .detail(1)]))
        let list = navigator.topStack.path[0].id
        navigator.present(.settings, style: .sheet())
        navigator.push(.detail(2))

        navigator.perform(.popTo(list))

        expectTree(
            navigator,
            """
            main
              #0 home
              #1 list
            """)
    }

    @Test("pop(to:) the visible top is refused; to a screen that is gone is a stale call")
    func popToRefusals() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let events = NavigationEventRecorder(navigator)
        let list = navigator.topStack.top.id
        navigator.perform(.popTo(list))
        navigator.pop()
        navigator.perform(.popTo(list))

        #expect(events.events.first == .refused(.popTo(list), .nothingToPop))
        #expect(events.events.last == .staleCall(.popTo(list), screen: list))
    }

    @Test("popToRoot pops the visible stack only")
    func popToRoot() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        navigator.present(.settings, style: .sheet())
        navigator.push(.detail(1))
        navigator.push(.detail(2))

        navigator.popToRoot()

        expectTree(
            navigator,
            """
            main
              #0 home
              #1 list
              sheet
                #2 settings
            """)
    }

    @Test("replaceStack keeps the screens whose routes stay and gives the rest new identities")
    func replaceStackKeepsPrefix() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list, .detail(1)]))
        navigator.perform(.replaceStack(path: [.list, .detail(2), .detail(3)]))

        expectTree(
            navigator,
            """
            main
              #0 home
              #1 list
              #3 detail(2)
              #4 detail(3)
            """)

        navigator.perform(.replaceStack(root: .settings, path: []))
        expectTree(
            navigator,
            """
            main
              #5 settings
            """)
    }

    @Test("replaceStack at a location that does not exist is refused")
    func replaceStackUnknownLocation() {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        navigator.perform(.replaceStack(at: .presented(1), path: [.list]))
        #expect(events.events == [.refused(.replaceStack(at: .presented(1), path: [.list]), .unknownStack)])
    }

    @Test("identities are never reused after pops")
    func identitiesNeverReused() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.list)
        let first = navigator.topStack.top.id
        navigator.pop()
        navigator.push(.list)
        #expect(navigator.topStack.top.id != first)
        #expect(navigator.topStack.top.id > first)
    }
}
