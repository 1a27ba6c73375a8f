import ModularNavigation
import ModularNavigationTesting
import Testing

/// Queueing and answering dialogs costs what it does.
///
/// Each answer opens the next queued dialog without walking the queue again (issue 44,
/// class 5). Counted in events, not
/// timed: every answer reports its dialog and opens one, and a queue of 2,000 is answered
/// in one pass, on a state and through a navigator.
@MainActor
@Suite("Dialog queue: linear in the dialogs")
struct DialogQueueCostTests {
    private static let dialog = NavigationDialog<AnyHashableSendable>(
        style: .alert, title: "?", buttons: [DialogButton("OK", action: AnyHashableSendable(0))])

    @Test("2,000 dialogs queued on a state are answered in order, each answer opening exactly the next")
    func stateAnswersInOrder() throws {
        var state = TabState.threeTabs()
        var asked: [EntryID] = []
        for _ in 0..<2_000 {
            try state.perform(.presentDialog(Self.dialog))
        }
        #expect(state.queuedDialogs.count == 1_999)
        for _ in 0..<2_000 {
            let open = try #require(state.dialog)
            asked.append(open.id)
            let events = try state.perform(.chooseDialogButton(at: 0))
            #expect(events.count <= 2)
        }
        #expect(state.dialog == nil)
        #expect(asked == asked.sorted())
        #expect(Set(asked).count == 2_000)
    }

    @Test("2,000 dialogs through a navigator: each queued, answered once, and heard as one choice and one opening")
    func navigatorAnswersEach() {
        let navigator = Navigator(TabState.threeTabs())
        let events = NavigationEventRecorder(navigator)
        for _ in 0..<2_000 { navigator.perform(.presentDialog(Self.dialog)) }
        for _ in 0..<2_000 { navigator.perform(.chooseDialogButton(at: 0)) }
        #expect(navigator.state.dialog == nil)
        #expect(events.events.filter { if case .dialogChosen = $0 { true } else { false } }.count == 2_000)
        #expect(events.events.filter { if case .dialogPresented = $0 { true } else { false } }.count == 2_000)
    }
}
