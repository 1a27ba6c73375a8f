import ModularNavigation
import ModularNavigationTesting
import Testing

/// A dialog's late dismissal, played in the adapter's order.
///
/// SwiftUI writes `false` to a dialog's `isPresented` around its button's action, and the
/// adapter answers that write a turn later as a dismissal of that opening. The host plays
/// the same order, so an answer that lands on the wrong dialog fails here.
@MainActor
@Suite("A dialog's late dismissal, in the host's order")
struct DialogLateDismissalTests {
    @Test("a button's answer lands first; the late dismissal finds nothing, and spares the dialog queued next")
    func lateDismissalSparesTheNext() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.client(for: navigator.topStack.top.id)
        let first = await navigator.start { await client.presentDialog(NavigationDialog<DraftAction>.deleteDraft) }
        let second = await navigator.start { await client.presentDialog(NavigationDialog<DraftAction>.draftOptions) }
        expectSettled(host)
        #expect(host.dialog?.title == "Delete draft?")

        #expect(host.chooseDialogButton(labeled: "Delete"))
        expectSettled(host)
        #expect(await first.value == .finished(.delete))
        #expect(host.dialog?.title == NavigationDialog<DraftAction>.draftOptions.title)
        #expect(!second.isFinished, "the first dialog's late dismissal must not answer the second")
    }

    @Test("a tap outside a confirmation dialog answers once, with its cancel button's answer")
    func tapOutsideAnswersOnce() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.client(for: navigator.topStack.top.id)
        var events: [NavigationEvent<TestRoute, Never>] = []
        let work = await navigator.start { await client.presentDialog(NavigationDialog<DraftAction>.draftOptions) }
        expectSettled(host)
        navigator.addEventObserver { events.append($0) }

        #expect(host.dismissDialogByTappingOutside())
        expectSettled(host)
        #expect(host.dialog == nil)
        #expect(await work.value == .finished(.keep))
        let answers = events.filter {
            switch $0 {
            case .dialogChosen, .dialogDismissed: true
            default: false
            }
        }
        #expect(answers.count == 1)
    }
}
