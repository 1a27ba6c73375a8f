import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Awaiting flows in tests")
struct NavigationWorkTests {
    @Test("work returns control once its flow is up, and its value once the flow finishes")
    func resultWithoutPolling() async {
        let navigator = Navigator(root: TestRoute.home)
        let home = navigator.client(for: EntryID(0))
        let picking = await navigator.start { await home.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        #expect(picking.isWaitingForResult)
        #expect(navigator.topStack.top.route == .picker)

        navigator.client(for: navigator.topStack.top.id).finish(with: 4)
        #expect(await picking.value == .finished(4))
        #expect(picking.isFinished)
    }

    @Test("work that goes on to a second flow settles again when that one is up")
    func twoFlows() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let home = navigator.client(for: EntryID(0))
        let both = await navigator.start { () -> [NavigationResult<Int>] in
            let first = await home.navigate(to: .picker, mode: .sheet(), expecting: Int.self)
            let second = await home.navigate(to: .list, mode: .sheet(), expecting: Int.self)
            return [first, second]
        }
        #expect(host.act { $0.swipeDownSheet() })
        await both.settled()
        #expect(both.isWaitingForResult)
        #expect(navigator.topStack.top.route == .list)
        navigator.client(for: navigator.topStack.top.id).finish(with: 2)
        #expect(await both.value == [.cancelled, .finished(2)])
    }

    @Test("work that shows nothing is finished when it returns")
    func plainWork() async {
        let navigator = Navigator(root: TestRoute.home)
        let pushing = await navigator.start { navigator.push(.list) }
        #expect(pushing.isFinished)
        #expect(navigator.topStack.top.route == .list)
    }
}
