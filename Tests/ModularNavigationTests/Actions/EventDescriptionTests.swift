import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Event descriptions")
struct EventDescriptionTests {
    @Test("every event of a flow prints on one line, routes readable, no optionals")
    func oneLineEach() async throws {
        let navigator = Navigator(root: AccountAppRoute.account(AccountDestination(kind: .public(.overview))))
        let events = NavigationEventRecorder(navigator)
        navigator.push(.list([1]))
        navigator.client(for: EntryID(0)).navigate(to: .list([2]), mode: .sheet())
        navigator.client(for: EntryID(2)).dismiss()
        navigator.client(for: EntryID(1)).dismiss()
        navigator.client(for: EntryID(1)).dismiss()

        let lines = events.events.map(\.description)
        #expect(
            lines == [
                "pushed #1 list([1]) onto main",
                "screen shown #1 list([1]) at main",
                "presented #2 list([2]) as sheet at presented 1",
                "screen shown #2 list([2]) at presented 1",
                "dismissed #2 list([2]) (sheet) at presented 1",
                "screen shown #1 list([1]) at main",
                "popped #1 list([1]) from main",
                "screen shown #0 account(public(overview)) at main",
                "stale call from gone screen #1: dismiss #1",
            ])
        for line in lines {
            #expect(!line.contains("\n"))
            #expect(!line.contains("Optional("))
            #expect(!line.contains("ModularNavigationTests."))
        }
    }

    @Test(
        "an action or refusal with any number prints without trapping",
        arguments: [Int.max, Int.min, -1, 0])
    func extremeNumbers(number: Int) {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        navigator.perform(.chooseDialogButton(at: number))
        navigator.pop(count: number)
        navigator.perform(.replaceStack(at: .presented(number), path: [.list]))
        let lines = events.events.map(\.description)
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix("refused choose button ") == true)
        let top = NavigationAction<TestRoute, Never>.chooseDialogButton(at: .max).description
        #expect(top == "choose button at index \(Int.max) of the open dialog")
    }

    @Test("an action carrying a whole state prints it on one line")
    func stateInAction() {
        let state = NavigationState<TestRoute, Never>(root: .home, path: [.detail(7)])
        let event = NavigationEvent<TestRoute, Never>.refused(.replaceState(state), .nothingToPop)
        #expect(event.description == "refused replace state (top #1 detail(7)): nothingToPop")
        let push = NavigationEvent<TestRoute, Never>.refused(.push(.list, from: EntryID(4)), .screenGone(EntryID(4)))
        #expect(push.description == "refused push list from #4: screenGone(#4)")
    }

    @Test("a delivered result names the screen that awaited it, not the flow that finished")
    func resultDeliveredToPresenter() async {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.list)
        let events = NavigationEventRecorder(navigator)
        let presenter = navigator.client(for: EntryID(1))
        let picking = await navigator.start {
            await presenter.navigate(to: .picker, mode: .sheet(), expecting: Int.self)
        }
        navigator.client(for: EntryID(2)).finish(with: 5)
        #expect(await picking.value == .finished(5))
        #expect(events.events.last?.description == "result delivered to #1")
    }
}
