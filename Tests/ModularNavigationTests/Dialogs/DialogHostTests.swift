import ModularNavigation
import ModularNavigationDrawing
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

    @Test("a button tapped by its label while the alert comes in is refused at the test's line, under its own name")
    func labeledTapRefusedAtTestsLine() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased)) }
        let line = #line + 2
        withKnownIssue("the alert is still coming in") {
            host.chooseDialogButton(labeled: "Keep")
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.sourceLocation?.fileID.hasSuffix("DialogHostTests.swift") == true
                && issue.comments.map(\.rawValue).joined().contains(
                    "chooseDialogButton(labeled:) was refused: .animating")
        }
        #expect(host.lastRefusal == .animating)
        expectSettled(host)
        #expect(host.chooseDialogButton(labeled: "Keep"))
    }

    @Test(
        "an alert without buttons is drawn with an OK button that dismisses it; its presenter sees cancelled",
        arguments: [false, true])
    func alertWithoutButtons(byLabel: Bool) async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.client(for: navigator.topStack.top.id)
        let work = await navigator.start {
            await client.presentDialog(NavigationDialog<DraftAction>.alert("Saved", buttons: []))
        }
        expectSettled(host)
        #expect(host.dialog?.title == "Saved")
        #expect(host.refusal { host.chooseDialogButton(at: 1) } == .noSuchControl, "one button is drawn")

        #expect(byLabel ? host.chooseDialogButton(labeled: "OK") : host.chooseDialogButton(at: 0))
        expectSettled(host)
        #expect(host.dialog == nil)
        if !work.isFinished { work.cancel() }
        #expect(await work.value == .cancelled)
    }

    @Test("a push on the base stack beside an inspector dismisses the base screen's alert first, then pushes")
    func pushBesideInspectorDismissesFirst() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let host = HeadlessHost(navigator: navigator)
        let list = navigator.topStack.top.id
        navigator.present(.settings, style: .inspector())
        expectSettled(host)
        navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased, from: list))
        expectSettled(host)
        #expect(host.dialog?.screen == list)

        navigator.perform(.push(.detail(1), from: list))
        #expect(host.dialog == nil)
        expectSettled(host)
        #expect(host.drawn.baseStack.top.route == .detail(1))
        #expect(host.drawn.presentations.count == 1, "the inspector stays")
    }

    @Test("a dialog asked for while a sheet comes up waits for the sheet")
    func presentAfterLayer() {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings)
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
            if answer == .finished(.share) { client.presentSheet(.picker) }
            return answer
        }
        while navigator.dialog == nil { await Task.yield() }
        host.settle()
        // Under an alert, nothing else takes a touch.
        #expect(host.refusal { host.tap {} } == .dialogShown)
        #expect(host.chooseDialogButton(labeled: "Share"))
        #expect(await task.value == .finished(.share))
        expectSettled(host)
        #expect(host.drawn.presentations.first?.stack.root.route == .picker)
    }

    @Test("a queued dialog whose screen leaves before its turn ends cancelled and is never shown")
    func queuedScreenLeaves() async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.push(.list)
        expectSettled(host)
        let list = navigator.client(for: navigator.topStack.top.id)
        let home = navigator.rootClient
        let events = NavigationEventRecorder(navigator)
        let asking = await navigator.start { await home.presentDialog(NavigationDialog<DraftAction>.deleteDraft) }
        let queued = await navigator.start { await list.presentDialog(NavigationDialog<DraftAction>.draftOptions) }
        expectSettled(host)

        navigator.pop()
        expectSettled(host)

        #expect(await asking.value == .cancelled)
        #expect(await queued.value == .cancelled)
        #expect(host.dialog == nil)
        #expect(
            !events.events.contains {
                if case .dialogPresented(let shown) = $0 { shown.title == "Draft" } else { false }
            })
    }

    @Test(
        "a tap outside a confirmation dialog answers with its cancel button, or none; an alert has no outside",
        arguments: ["with cancel", "without cancel", "alert"])
    func tapOutside(kind: String) async {
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.client(for: navigator.topStack.top.id)
        let dialog: NavigationDialog<DraftAction> =
            switch kind {
            case "with cancel": .draftOptions
            case "without cancel": .confirmationDialog("Draft", buttons: [DialogButton("Share", action: .share)])
            default: .deleteDraft
            }
        let work = await navigator.start { await client.presentDialog(dialog) }
        host.settle()
        guard kind != "alert" else {
            #expect(host.refusal { host.dismissDialogByTappingOutside() } == .noSuchControl)
            #expect(host.dialog != nil)
            work.cancel()
            return
        }
        #expect(host.dismissDialogByTappingOutside())
        #expect(await work.value == (kind == "with cancel" ? .finished(.keep) : .cancelled))
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
