import ModularNavigation
import Observation
import Testing

@MainActor
@Suite("Granular observation")
struct ObservationTests {
    @Test("a push on one tab notifies that tab's observers and nobody else's")
    func pushOnTabNotifiesOnlyThatTab() {
        let navigator = Navigator(TabState.threeTabs())
        let home = ObservationCounter()
        let search = ObservationCounter()
        let profile = ObservationCounter()
        let selection = ObservationCounter()
        home.observe { _ = navigator.stack(at: .tab(.home)) }
        search.observe { _ = navigator.stack(at: .tab(.search)) }
        profile.observe { _ = navigator.stack(at: .tab(.profile)) }
        selection.observe { _ = navigator.selectedTab }

        navigator.push(.list)
        navigator.push(.detail(1))

        #expect(home.count == 2)
        #expect(search.count == 0)
        #expect(profile.count == 0)
        #expect(selection.count == 0)
    }

    @Test("a push inside a sheet notifies the sheet's observers, not the stack under it")
    func pushInSheet() {
        let navigator = Navigator(TabState.threeTabs())
        navigator.present(.settings, style: .sheet())
        let base = ObservationCounter()
        let sheet = ObservationCounter()
        let otherTab = ObservationCounter()
        base.observe {
            _ = navigator.stack(at: .tab(.home))
            _ = navigator.presentedLayer(over: .tab(.home))
        }
        sheet.observe { _ = navigator.stack(at: .presented(1)) }
        otherTab.observe { _ = navigator.stack(at: .tab(.search)) }

        navigator.push(.list)
        navigator.pop()

        #expect(sheet.count == 2)
        #expect(base.count == 0)
        #expect(otherTab.count == 0)
    }

    @Test("a push on the base stack notifies 0 observers of a presented stack")
    func pushUnderSheet() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .sheet())
        let sheet = ObservationCounter()
        let main = ObservationCounter()
        sheet.observe { _ = navigator.stack(at: .presented(1)) }
        main.observe { _ = navigator.stack(at: .main) }

        navigator.rootClient.push(.list)

        #expect(main.count == 1)
        #expect(sheet.count == 0)
    }

    @Test("presenting and dismissing notify the presenting stack's observers once each")
    func presentAndDismiss() {
        let navigator = Navigator(root: TestRoute.home)
        let main = ObservationCounter()
        main.observe { _ = navigator.presentedLayer(over: .main) }
        navigator.present(.settings, style: .sheet())
        navigator.dismissPresentation()
        #expect(main.count == 2)
    }

    @Test("switching tabs notifies selection observers and the stack that lost its sheet")
    func tabSwitch() {
        let navigator = Navigator(TabState.threeTabs())
        navigator.present(.settings, style: .sheet())
        let selection = ObservationCounter()
        let home = ObservationCounter()
        let profile = ObservationCounter()
        selection.observe { _ = navigator.selectedTab }
        home.observe { _ = navigator.presentedLayer(over: .tab(.home)) }
        profile.observe { _ = navigator.stack(at: .tab(.profile)) }

        navigator.selectTab(.search)

        #expect(selection.count == 1)
        #expect(home.count == 1)
        #expect(profile.count == 0)
    }

    @Test("a refused or stale call notifies nobody")
    func refusalsAreSilent() {
        let navigator = Navigator(root: TestRoute.home)
        let whole = ObservationCounter()
        whole.observe { _ = navigator.state }
        navigator.pop()
        navigator.dismissPresentation()
        navigator.perform(.dismiss(EntryID(rawValue: 99)))
        #expect(whole.count == 0)
    }

    @Test("reading the whole state observes every change")
    func wholeState() {
        let navigator = Navigator(TabState.threeTabs())
        let whole = ObservationCounter()
        whole.observe { _ = navigator.state }
        navigator.push(.list)
        navigator.selectTab(.search)
        #expect(whole.count == 2)
    }

    @Test("topStack notifies only when the visible stack or the presentation chain changes")
    func topNotifiesOnlyForTheVisibleStack() {
        let navigator = Navigator(TabState.threeTabs())
        let searchRoot = navigator.client(forTab: .search)
        let top = ObservationCounter()
        top.observe {
            _ = navigator.topStack.depth
        }

        searchRoot?.push(.list)  // a background tab
        navigator.policy = NavigationPolicy(popsToRootOnReselect: false)
        #expect(top.count == 0)

        navigator.push(.detail(1))  // the visible stack
        navigator.present(.settings, style: .sheet())  // the chain
        navigator.push(.list)  // inside the sheet, now the visible stack
        navigator.selectTab(.profile)  // another visible stack
        #expect(top.count == 4)
    }

    @Test("presentedLayer(over:) has its own key: pushes on the stack under it or inside it do not notify it")
    func presentationOverHasItsOwnKey() {
        let navigator = Navigator(root: TestRoute.home)
        let over = ObservationCounter()
        let stack = ObservationCounter()
        over.observe { _ = navigator.presentedLayer(over: .main) }
        stack.observe { _ = navigator.stack(at: .main) }

        navigator.push(.list)
        #expect(over.count == 0)
        #expect(stack.count == 1)

        navigator.present(.settings, style: .sheet())
        navigator.push(.detail(1))
        #expect(over.count == 1)
        #expect(stack.count == 1)

        navigator.dismissPresentation()
        #expect(over.count == 2)
        #expect(stack.count == 1)
    }

    @Test("the policy is observable")
    func policyIsObservable() {
        let navigator = Navigator(root: TestRoute.home)
        let policy = ObservationCounter()
        let state = ObservationCounter()
        policy.observe { _ = navigator.policy }
        state.observe { _ = navigator.state }

        navigator.policy = NavigationPolicy(popsToRootOnReselect: false)
        #expect(policy.count == 1)
        #expect(state.count == 0)
        navigator.push(.list)
        #expect(policy.count == 1)
    }

    @Test("every stack has its own key: tabs, shallow and deep presented levels, and levels no state has")
    func keysStayApartAtEveryLevel() {
        let navigator = Navigator(TabState.threeTabs())
        let search = ObservationCounter()
        let profile = ObservationCounter()
        let level2 = ObservationCounter()
        let level70 = ObservationCounter()
        let level71 = ObservationCounter()
        let hostile = ObservationCounter()
        search.observe { _ = navigator.stack(at: .tab(.search)) }
        profile.observe { _ = navigator.stack(at: .tab(.profile)) }
        level2.observe { _ = navigator.stack(at: .presented(2)) }
        level70.observe { _ = navigator.stack(at: .presented(70)) }
        level71.observe { _ = navigator.stack(at: .presented(71)) }
        hostile.observe {
            _ = navigator.stack(at: .presented(Int.min))
            _ = navigator.presentedLayer(over: .presented(Int.max))
        }

        navigator.client(forTab: .search)?.push(.list)
        #expect(search.count == 1)
        #expect(profile.count == 0)
        for level in 1...70 { navigator.present(.detail(level), style: .sheet()) }
        #expect(level2.count == 1)
        #expect(level70.count == 1)
        #expect(level71.count == 0)
        #expect(hostile.count == 0)
    }
}
