import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Dialogs: awaiting, events, guards and stale calls")
struct DialogNavigatorTests {
    /// Starts awaiting a dialog from the visible screen and returns once it is open.
    private func ask(
        _ navigator: Navigator<TestRoute, Never>,
        _ dialog: NavigationDialog<DraftAction> = .deleteDraft
    ) async -> Task<NavigationResult<DraftAction>, Never> {
        let client = navigator.client(for: navigator.topStack.top.id)
        let task = Task { await client.presentDialog(dialog) }
        while navigator.dialog == nil { await Task.yield() }
        return task
    }

    @Test("a screen awaits the chosen button's typed action")
    func chosen() async {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        let task = await ask(navigator)
        expectDialog(navigator, "Delete draft?", buttons: ["Delete", "Keep"])

        navigator.perform(.chooseDialogButton(at: 0))

        #expect(await task.value == .finished(.delete))
        expectNoDialog(navigator)
        guard case .dialogChosen(_, let button)? = events.events.last else {
            Issue.record("expected a choice event, got \(events.events)")
            return
        }
        #expect(button.label == "Delete")
    }

    @Test("a dismissed dialog ends its wait cancelled")
    func dismissed() async {
        let navigator = Navigator(root: TestRoute.home)
        let task = await ask(navigator)
        navigator.perform(.dismissDialog())
        #expect(await task.value == .cancelled)
    }

    @Test("a dialog whose screen leaves closes and ends its wait cancelled")
    func screenLeaves() async {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings)
        let task = await ask(navigator)
        navigator.dismissPresentation()
        #expect(await task.value == .cancelled)
        expectNoDialog(navigator)
    }

    @Test("a second dialog waits its turn, and each presenter gets its own answer")
    func second() async {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        let first = await ask(navigator)
        let client = navigator.client(for: navigator.topStack.top.id)
        let second = Task { await client.presentDialog(NavigationDialog<DraftAction>.draftOptions) }
        while navigator.state.queuedDialogs.isEmpty { await Task.yield() }
        expectDialog(navigator, "Delete draft?")
        #expect(events.events.last == .dialogQueued(navigator.state.queuedDialogs[0]))

        navigator.perform(.chooseDialogButton(at: 1))
        #expect(await first.value == .finished(.keep))
        expectDialog(navigator, "Draft")
        navigator.perform(.chooseDialogButton(at: 0))
        #expect(await second.value == .finished(.share))
        expectNoDialog(navigator)
    }

    @Test("a client of a gone screen cannot open a dialog; the call is reported as stale")
    func stale() async {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.list)
        let client = navigator.client(for: navigator.topStack.top.id)
        let gone = navigator.topStack.top.id
        navigator.pop()
        let events = NavigationEventRecorder(navigator)
        #expect(await client.presentDialog(NavigationDialog<DraftAction>.deleteDraft) == .cancelled)
        #expect(
            events.events == [.staleCall(.presentDialog(NavigationDialog.deleteDraft.erased, from: gone), screen: gone)]
        )
        expectNoDialog(navigator)
    }

    @Test("guards see a dialog's opening and may cancel it")
    func guarded() async {
        let navigator = Navigator(root: TestRoute.home)
        navigator.addGuard { proposal in
            if case .presentDialog = proposal.action { return .cancel }
            return .allow
        }
        let client = navigator.client(for: navigator.topStack.top.id)
        #expect(await client.presentDialog(NavigationDialog<DraftAction>.deleteDraft) == .cancelled)
        expectNoDialog(navigator)
    }

    @Test("the app opens a dialog over the visible screen and awaits it too")
    func fromNavigator() async {
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.list)
        let task = Task { await navigator.presentDialog(NavigationDialog<DraftAction>.draftOptions) }
        while navigator.dialog == nil { await Task.yield() }
        #expect(navigator.dialog?.screen == navigator.topStack.top.id)
        navigator.perform(.chooseDialogButton(at: 0))
        #expect(await task.value == .finished(.share))
    }

    @Test("a scoped client asks for dialogs too")
    func scoped() async {
        let navigator = Navigator(root: TestRoute.home)
        let scoped: NavigationClient<Int> = navigator.client(for: navigator.topStack.top.id).scope {
            TestRoute.detail($0)
        }
        let task = Task { await scoped.presentDialog(NavigationDialog<DraftAction>.deleteDraft) }
        while navigator.dialog == nil { await Task.yield() }
        navigator.perform(.chooseDialogButton(at: 0))
        #expect(await task.value == .finished(.delete))
    }

    @Test("cancelling the awaiting task ends the wait, reported once, and leaves the dialog up")
    func cancelled() async throws {
        let navigator = Navigator(root: TestRoute.home)
        let task = await ask(navigator)
        let dialog = try #require(navigator.dialog)
        let events = NavigationEventRecorder(navigator)
        task.cancel()
        #expect(await task.value == .cancelled)
        expectDialog(navigator, "Delete draft?")
        #expect(events.events == [.resultCancelled(dialog.id)])
        // Answered later, the dialog reports its own choice, and the ended wait nothing more.
        navigator.perform(.chooseDialogButton(at: 0))
        #expect(events.events.count == 2)
        guard case .dialogChosen? = events.events.last else {
            Issue.record("expected the choice, got \(events.events)")
            return
        }
    }

    @Test("observers of the top hear of a dialog; observers of another stack do not")
    func observation() {
        let navigator = Navigator(TabState.threeTabs())
        let top = ObservationCounter()
        let other = ObservationCounter()
        top.observe { _ = navigator.dialog }
        other.observe { _ = navigator.stack(at: .tab(.search)) }
        navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        navigator.perform(.dismissDialog())
        #expect(top.count == 2)
        #expect(other.count == 0)
    }

    @Test("a recording client scripts the answer and records the dialog")
    func recorded() async {
        let recorder = RecordingNavigationClient<TestRoute>()
        recorder.answerDialogs(with: DraftAction.delete)
        #expect(await recorder.client.presentDialog(NavigationDialog<DraftAction>.deleteDraft) == .finished(.delete))
        expectPresentedDialog("Delete draft?", by: recorder)
        #expect(recorder.dialogs.map(\.title) == ["Delete draft?"])
    }

    @Test("a dialog a guard puts off (unlock first) is awaited through the redirect and answers once it opens")
    func dialogRedirectedByGuard() async throws {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let unlocked = Flag(false)
        navigator.addGuard { proposal in
            guard case .presentDialog = proposal.action, !unlocked.value else { return .allow }
            return .redirect(presenting: .settings, style: .sheet(), expecting: Bool.self) { $0 }
        }
        let client = navigator.client(for: navigator.topStack.top.id)
        let work = await navigator.start { await client.presentDialog(NavigationDialog<DraftAction>.draftOptions) }
        #expect(work.isWaitingForResult, "the wait follows the redirect instead of ending at once")
        #expect(navigator.state.dialog == nil)

        unlocked.value = true
        navigator.client(for: navigator.topStack.root.id).finish(with: true)
        let dialog = try #require(navigator.state.dialog)
        #expect(dialog.title == "Draft")
        navigator.perform(.chooseDialogButton(at: 1, in: dialog.id))
        await work.settled()
        #expect(work.isFinished)
        if !work.isFinished { work.cancel() }
        #expect(await work.value == .finished(.delete))
    }
}
