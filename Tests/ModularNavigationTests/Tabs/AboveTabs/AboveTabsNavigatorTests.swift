import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
private final class CheckoutModel {}

@MainActor
@Suite("A stack above the tabs through the navigator")
struct AboveTabsNavigatorTests {
    @Test("a flow pushed in a tab finishes from the stack it showed above the tabs: the value reaches its presenter")
    func finishFromAboveTheTabs() async {
        let navigator = Navigator(TabState.threeTabs())
        let home = navigator.client(for: navigator.state.baseStack.root.id)
        let picking = await navigator.start { await home.navigate(to: .picker, mode: .push, expecting: Int.self) }
        navigator.client(for: navigator.topStack.top.id).showAboveTabs(.settings)
        #expect(navigator.state.aboveTabs != nil)
        let delivery = navigator.client(for: navigator.topStack.top.id).finish(with: 5)
        #expect(delivery == .delivered)
        #expect(navigator.state.aboveTabs == nil)
        #expect(navigator.state.stack(at: .tab(.home))?.depth == 0)
        // Undelivered, the wait would never end: fail rather than hang.
        guard delivery == .delivered else { return }
        #expect(await picking.value == .finished(5))
    }

    @Test("a push above the tabs notifies that stack only; showing and dismissing it notify the tab selection")
    func observation() {
        let navigator = Navigator(TabState.threeTabs())
        let home = ObservationCounter()
        let search = ObservationCounter()
        let selection = ObservationCounter()
        let above = ObservationCounter()
        home.observe { _ = navigator.stack(at: .tab(.home)) }
        search.observe { _ = navigator.stack(at: .tab(.search)) }
        selection.observe { _ = navigator.selectedTab }
        above.observe { _ = navigator.stack(at: .aboveTabs) }

        navigator.showAboveTabs(.picker)
        #expect(above.count == 1)
        #expect(selection.count == 1)
        navigator.push(.settings)
        navigator.push(.detail(1))
        navigator.pop()
        #expect(above.count == 4)
        #expect(selection.count == 1)
        navigator.perform(.dismissAboveTabs)
        #expect(above.count == 5)
        #expect(selection.count == 2)
        #expect(home.count == 0)
        #expect(search.count == 0)
    }

    @Test("a module's client shows above the tabs from any tab; the root's dismiss shows the tabs again")
    func client() throws {
        let navigator = Navigator(TabState.threeTabs(selected: .search))
        let tabs = navigator.state.base
        let caller = navigator.client(for: navigator.topStack.top.id)
        caller.navigate(to: .picker, mode: .aboveTabs)
        let root = try #require(navigator.state.aboveTabs?.root.id)
        let inside = navigator.client(for: root)
        inside.push(.settings)
        #expect(navigator.state.aboveTabs?.path.map(\.route) == [.settings])
        navigator.selectTab(.home)
        #expect(navigator.selectedTab == .search)
        inside.dismiss()
        #expect(navigator.state.base == tabs)
        // The screen is gone: another call is stale and changes nothing.
        let before = navigator.state
        inside.showAboveTabs(.list)
        #expect(navigator.state == before)
    }

    @Test("a refused tab switch and the stack's coming and going are reported")
    func events() throws {
        let navigator = Navigator(TabState.threeTabs())
        var events: [NavigationEvent<TestRoute, TestTab>] = []
        navigator.addEventObserver { events.append($0) }
        navigator.showAboveTabs(.picker)
        let root = try #require(navigator.state.aboveTabs?.root)
        navigator.selectTab(.search)
        navigator.pop()
        #expect(
            events == [
                .shownAboveTabs(root), .screenShown(root, at: .aboveTabs), .refused(.selectTab(.search), .tabsCovered),
                .dismissedAboveTabs(root), .screenShown(navigator.state.topScreen, at: .tab(.home)),
            ])
    }

    @Test("guards see the routes shown above the tabs and can cancel or allow leaving")
    func guards() {
        let navigator = Navigator(TabState.threeTabs())
        let blocksLeaving = Flag(true)
        navigator.addGuard { proposal in
            if proposal.addedRoutes.contains(.settings) { return .cancel }
            if proposal.current.aboveTabs != nil, proposal.proposed.aboveTabs == nil, blocksLeaving.value {
                return .cancel
            }
            return .allow
        }
        navigator.showAboveTabs(.settings)
        #expect(navigator.state.aboveTabs == nil)
        navigator.showAboveTabs(.picker)
        #expect(navigator.state.aboveTabs != nil)
        navigator.perform(.dismissAboveTabs)
        #expect(navigator.state.aboveTabs != nil)
        blocksLeaving.value = false
        navigator.perform(.dismissAboveTabs)
        #expect(navigator.state.aboveTabs == nil)
    }

    @Test("screen objects above the tabs are released when the stack goes; the tabs' stay")
    func screenObjects() throws {
        let navigator = Navigator(TabState.threeTabs())
        let homeClient = navigator.client(for: navigator.topStack.top.id)
        let homeModel = homeClient.screenObject { CheckoutModel() }
        navigator.showAboveTabs(.picker)
        navigator.push(.settings)
        weak var rootModel: CheckoutModel?
        weak var pushedModel: CheckoutModel?
        do {
            let root = try #require(navigator.state.aboveTabs?.root.id)
            rootModel = navigator.client(for: root).screenObject { CheckoutModel() }
            pushedModel = navigator.client(for: navigator.topStack.top.id).screenObject { CheckoutModel() }
        }
        #expect(rootModel != nil && pushedModel != nil)
        navigator.perform(.dismissAboveTabs)
        #expect(rootModel == nil)
        #expect(pushedModel == nil)
        #expect(homeClient.screenObject { CheckoutModel() } === homeModel)
    }

    @Test("a flow above the tabs can finish with a value for the screen that showed it")
    func result() async throws {
        let navigator = Navigator(TabState.threeTabs())
        let caller = navigator.client(for: navigator.topStack.top.id)
        let task = Task { await caller.navigate(to: .picker, mode: .aboveTabs, expecting: Int.self) }
        while navigator.state.aboveTabs == nil { await Task.yield() }
        navigator.push(.settings)
        let finished = navigator.client(for: navigator.topStack.top.id).finish(with: 42)
        #expect(finished == .delivered)
        #expect(await task.value == .finished(42))
        #expect(navigator.state.aboveTabs == nil)
    }

    @Test(
        "the selected tab's screen waits again for a stack above the tabs nobody awaits, under a sheet too",
        arguments: [false, true])
    func presenterWaitsAgainForAboveTabs(withSheet: Bool) async throws {
        let navigator = Navigator(TabState.threeTabs())
        let home = navigator.state.baseStack.root.id
        // Shown by a link, or before a restore: nobody awaits it.
        navigator.client(for: home).navigate(to: .picker, mode: .aboveTabs)
        let picker = try #require(navigator.state.aboveTabs?.root.id)
        if withSheet { navigator.present(.settings, style: .sheet()) }
        let events = NavigationEventRecorder(navigator)
        let presenter = navigator.client(for: home)
        let waiting = await navigator.start { await presenter.presentedResult(expecting: Int.self) }
        #expect(waiting.isWaitingForResult)

        let second = navigator.client(for: home)
        #expect(await second.presentedResult(expecting: Int.self) == .cancelled)
        #expect(events.events.contains(.resultRefused(from: home, .resultAlreadyAwaited)))

        #expect(navigator.client(for: picker).finish(with: 4) == .delivered)
        #expect(navigator.state.aboveTabs == nil)
        if !waiting.isFinished { waiting.cancel() }
        #expect(await waiting.value == .finished(4))
    }

    @Test("links: into the tabs takes the stack above them down; an above-tabs target shows one over a tab")
    func links() throws {
        var state = TabState.threeTabs()
        try state.perform(.showAboveTabs(.picker))
        try state.navigate(to: .tab(.search, path: [.detail(1)]))
        #expect(state.aboveTabs == nil)
        #expect(state.selectedTab == .search)

        try state.navigate(to: .aboveTabs(.picker, path: [.settings], tab: .profile))
        #expect(state.selectedTab == .profile)
        #expect(state.aboveTabs?.entries.map(\.route) == [.picker, .settings])
        let root = try #require(state.aboveTabs?.root.id)
        // The same root again keeps its screens; a presentation hangs off it.
        try state.navigate(to: DeepLinkTarget.aboveTabs(.picker, path: [.settings, .detail(2)]).presenting(.list))
        #expect(state.aboveTabs?.root.id == root)
        #expect(state.aboveTabs?.path.map(\.route) == [.settings, .detail(2)])
        #expect(state.presentation(over: .aboveTabs)?.stack.root.route == .list)
        // A link that only presents leaves the stack above the tabs up.
        try state.navigate(to: .present(.home))
        #expect(state.aboveTabs?.root.id == root)
        // Another root is another stack: the one up goes, with what hung off it.
        try state.navigate(to: .aboveTabs(.settings))
        #expect(state.aboveTabs?.entries.map(\.route) == [.settings])
        #expect(state.aboveTabs?.root.id != root)
        #expect(state.presentations.isEmpty)

        var plain = StackState(root: .home)
        try plain.navigate(to: .aboveTabs(.picker, path: [.settings]))
        #expect(plain.topStack.entries.map(\.route) == [.home, .picker, .settings])
    }

    @Test("a link from a table shows the stack above the tabs through the navigator")
    func linkThroughTable() throws {
        let table = try DeepLinkTable<DeepLinkTarget<TestRoute, TestTab>>(origins: DeepLinkOrigins(schemes: ["app"])) {
            DeepLinkRoute("/checkout/:id") { parameters in
                .aboveTabs(.detail(try parameters.value("id")), path: [.settings])
            }
        }
        let navigator = Navigator(TabState.threeTabs())
        navigator.deepLinks = table
        navigator.attachUI()
        #expect(navigator.open(try #require(URL(string: "app://checkout/7"))) == .opened)
        #expect(navigator.state.aboveTabs?.entries.map(\.route) == [.detail(7), .settings])
    }

    @Test("without tabs the flow is pushed, and ends as a whole: closed from any of its screens, or awaited")
    func flowWithoutTabs() async throws {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let presenter = navigator.topStack.top.id
        let client = navigator.client(for: presenter)
        client.showAboveTabs(.picker)
        navigator.push(.settings)
        #expect(navigator.topStack.path.map(\.route) == [.list, .picker, .settings])

        navigator.client(for: navigator.topStack.top.id).close()
        #expect(navigator.topStack.top.id == presenter, "the whole flow went, from its root up")

        let work = await navigator.start { await client.navigate(to: .picker, mode: .aboveTabs, expecting: Int.self) }
        navigator.push(.settings)
        let last = navigator.client(for: navigator.topStack.top.id)
        #expect(last.finish(with: 3) == .delivered)
        #expect(await work.value == .finished(3))
        #expect(navigator.topStack.top.id == presenter)
    }
}
