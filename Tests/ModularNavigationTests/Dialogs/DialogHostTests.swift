@_spi(Drawing) import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Dialogs on screen: ordering against other changes, and the user's taps")
struct DialogHostTests {
    @Test("a change under an open alert dismisses the alert first, then changes the stack")
    func dismissBeforeChange() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased)) }
        expectSettled(host)
        #expect(host.dialog?.title == "Delete draft?")

        navigator.push(.list)
        #expect(host.dialog == nil)
        #expect(host.topScreen.route == .home)
        expectSettled(host, "main\n  #0 home\n  #2 list")
    }

    @Test("a dialog asked for while a sheet comes up waits for the sheet")
    func presentAfterLayer() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.presentSheet(.settings)
        navigator.perform(.presentDialog(NavigationDialog.draftOptions.erased))
        #expect(host.dialog == nil)
        expectSettled(host)
        #expect(host.dialog?.screen == navigator.topStack.top.id)
        #expect(host.tree.contains("confirmationDialog"))
    }

    @Test("a tapped button answers the awaiting screen, and a sheet it then opens waits for the alert to leave")
    func tapThenPresent() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.client(for: navigator.topStack.top.id)
        let task = Task {
            let answer = await client.presentDialog(NavigationDialog<DraftAction>.draftOptions)
            if answer == .chosen(.share) { client.presentSheet(.picker) }
            return answer
        }
        while navigator.dialog == nil { await Task.yield() }
        host.settle()
        // Under an alert, nothing else takes a touch.
        #expect(host.refusal { host.tap {} } == .dialogShown)
        #expect(host.chooseDialogButton(labeled: "Share"))
        #expect(await task.value == .chosen(.share))
        expectSettled(host)
        #expect(host.drawn.presentations.first?.stack.root.route == .picker)
    }

    @Test("a tap outside a dialog dismisses it")
    func tapOutside() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.client(for: navigator.topStack.top.id)
        let task = Task { await client.presentDialog(NavigationDialog<DraftAction>.draftOptions) }
        while navigator.dialog == nil { await Task.yield() }
        host.settle()
        #expect(host.dismissDialogByTappingOutside())
        #expect(await task.value == .dismissed)
        expectSettled(host)
    }

    @Test("an answer meant for a dialog that has since closed answers nothing")
    func lateAnswer() throws {
        var live = StackState(root: .home)
        try live.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        let drawn = live
        let old = try #require(live.dialog?.id)
        try live.perform(.dismissDialog())
        try live.perform(.presentDialog(NavigationDialog.draftOptions.erased))
        #expect(live.intent(for: .dialogAnswered(old, button: 0), drawn: drawn) == nil)
        #expect(
            drawn.intent(for: .dialogAnswered(old, button: 0), drawn: drawn) == .chooseDialogButton(at: 0, in: old))
    }

    @Test("the planner dismisses a dialog in a step of its own, first")
    func plan() throws {
        var shown = StackState(root: .home)
        try shown.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        var target = shown
        try target.perform(.present(.settings, .sheet()))
        let steps = TransitionPlanner.steps(from: shown, to: target)
        #expect(steps.map(\.kind) == [.dismissDialog, .present(level: 1)])
        #expect(steps.first?.awaits == .dialogDismissed(try #require(shown.dialog?.id)))

        var withDialog = target
        try withDialog.perform(.presentDialog(NavigationDialog.draftOptions.erased))
        let more = TransitionPlanner.steps(from: StackState(root: .home), to: withDialog)
        #expect(more.map(\.kind) == [.present(level: 1), .presentDialog])
        #expect(more.last?.state == withDialog)
    }
}
