import ModularNavigation
import ModularNavigationTesting
import Testing

/// How a whole new state arrives: replaced, or restored before or after a UI attached.
enum WholeStateChange: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case replaceState, restore, restoreWithHost

    var testDescription: String { rawValue }
}

@MainActor
@Suite("Every wait ends: a flow's root that a new state keeps as a pushed screen ends its flow")
struct MovedScreenWaitTests {
    @Test(
        "an awaited sheet whose root comes back pushed on the base stack ends its wait; a later finish pops nothing",
        arguments: WholeStateChange.allCases)
    func sheetRootComesBackPushed(change: WholeStateChange) async throws {
        let navigator = Navigator(root: TestRoute.home)
        let host = change == .restoreWithHost ? HeadlessHost(navigator: navigator) : nil
        let root = navigator.rootClient
        let work = await navigator.start { await root.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        host?.settle()
        let sheet = try #require(navigator.state.presentations.first?.stack.root)
        // The same identities, the sheet's root now pushed on the base stack.
        let target = StackState(root: .home, path: [.picker])
        try #require(target.baseStack.top == sheet)

        switch change {
        case .replaceState:
            navigator.replaceState(target)
        case .restore, .restoreWithHost:
            navigator.restore(
                from: try target.archived(schemaVersion: 1), schemaVersion: 1, fallback: StackState(root: .home))
        }
        host?.settle()
        await work.settled()

        #expect(navigator.state.presentations.isEmpty)
        #expect(navigator.state.baseStack.path.map(\.route) == [.picker])
        #expect(work.isFinished, "the sheet went, so its wait ended")
        if !work.isFinished { work.cancel() }
        #expect(await work.value == .cancelled)

        // The pushed picker is not a flow anybody awaits: finishing it delivers nothing.
        let pushed = navigator.state.baseStack.top.id
        #expect(navigator.client(for: pushed).finish(with: 3) == .refused(.noPendingResult))
        #expect(navigator.state.baseStack.top.id == pushed)
    }
}
