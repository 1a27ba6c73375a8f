import ModularNavigationTesting
import Testing

@testable import ModularNavigation

@MainActor
@Suite("Dialogs as state: a state that starts with one, answered by its presenter")
struct DialogsAsStateTests {
    @Test("a state built with a dialog holds it for its screen, and a second one waits its turn")
    func presentingDialog() throws {
        let plain = StackState(root: .home, path: [.list])
        let list = plain.topStack.top.id
        let state = try plain.presentingDialog(NavigationDialog.deleteDraft, from: list)
        #expect(state.dialog?.screen == list)
        #expect(state.dialog?.title == "Delete draft?")

        let both = try state.presentingDialog(NavigationDialog.draftOptions)
        #expect(both.dialog == state.dialog)
        #expect(both.queuedDialogs.map(\.title) == ["Draft"])
    }

    @Test("a dialog is refused for a screen the state lacks or one in a background tab")
    func presentingDialogRefused() throws {
        let tabs = TabState.threeTabs()
        let background = try #require(tabs.stack(at: .tab(.search))?.root.id)
        #expect(throws: NavigationError.screenCovered(background)) {
            try tabs.presentingDialog(NavigationDialog.deleteDraft, from: background)
        }
        let gone = EntryID(rawValue: 99)
        #expect(throws: NavigationError.screenGone(gone)) {
            try tabs.presentingDialog(NavigationDialog.deleteDraft, from: gone)
        }
    }

    @Test("replaceState opens the target's dialog for its screen under the identity the screen gets")
    func replaceStateKeepsDialog() throws {
        let navigator = Navigator(root: TestRoute.home)
        _ = navigator.rootClient
        navigator.push(.settings)
        let used = navigator.state.topStack.top.id
        let target = try StackState(root: .home, path: [.list]).presentingDialog(NavigationDialog.deleteDraft)
        #expect(target.dialog?.screen == used, "the target numbers its list as the live settings screen")

        navigator.replaceState(target)

        let list = navigator.state.topStack.top
        #expect(list.route == .list)
        #expect(list.id != used, "the live identity named another screen")
        let dialog = try #require(navigator.dialog)
        #expect(dialog.screen == list.id)
        #expect(dialog.id.rawValue > list.id.rawValue, "a dialog identity is never one handed out before")
    }

    @Test("the presenter answers a dialog it did not ask for, as a restored flow's result")
    func presentedDialogResult() async throws {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        navigator.replaceState(try StackState(root: .home).presentingDialog(NavigationDialog.deleteDraft))
        let presenter = navigator.rootClient.scope { (route: TestRoute) in route }
        let work = await navigator.start { await presenter.presentedDialogResult(expecting: DraftAction.self) }
        #expect(work.isWaitingForResult)

        #expect(await presenter.presentedDialogResult(expecting: DraftAction.self) == .cancelled)
        let home = navigator.state.baseStack.root.id
        #expect(events.events.contains(.resultRefused(from: home, .resultAlreadyAwaited)))

        navigator.perform(.chooseDialogButton(at: 0))
        if !work.isFinished { work.cancel() }
        #expect(await work.value == .finished(.delete))
    }

    @Test("without a dialog of its screen, or awaiting another type, the presenter's wait ends at once")
    func presentedDialogResultEndsAtOnce() async throws {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        #expect(await navigator.rootClient.presentedDialogResult(expecting: DraftAction.self) == .cancelled)
        #expect(events.events.isEmpty)

        navigator.replaceState(try StackState(root: .home).presentingDialog(NavigationDialog.deleteDraft))
        #expect(await navigator.rootClient.presentedDialogResult(expecting: Int.self) == .cancelled)
        let home = navigator.state.baseStack.root.id
        #expect(
            events.events.last
                == .resultRefused(from: home, .resultTypeMismatch(expected: "Int", actual: "DraftAction")))
        #expect(navigator.dialog != nil, "the dialog stays up for a presenter that awaits it typed")
    }

    @Test("a client says whether its own screen's dialog is open or queued")
    func isPresentingDialog() throws {
        let navigator = Navigator(root: TestRoute.home)
        let home = navigator.rootClient
        navigator.present(.settings)
        let settings = navigator.client(for: navigator.topStack.top.id)
        #expect(!home.isPresentingDialog && !settings.isPresentingDialog)

        navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        #expect(settings.isPresentingDialog)
        #expect(!home.isPresentingDialog, "another screen's dialog is not this one's")

        navigator.perform(.presentDialog(NavigationDialog.draftOptions.erased, from: navigator.state.baseStack.root.id))
        #expect(home.isPresentingDialog, "queued counts")

        navigator.perform(.chooseDialogButton(at: 0))
        #expect(!settings.isPresentingDialog)
        #expect(home.isPresentingDialog, "now open")
    }

    @Test("the live dialog stays through a replaced state that keeps what it is drawn over, its own queued after it")
    func liveDialogStays() async throws {
        let navigator = Navigator(TabState.threeTabs())
        let client = navigator.rootClient
        let work = await navigator.start { await client.presentDialog(NavigationDialog.deleteDraft) }
        let live = try #require(navigator.dialog)

        // A copy of the live state, changed in a background tab: it carries the live dialog.
        var copy = navigator.state
        let search = try #require(copy.stack(at: .tab(.search))?.root.id)
        try copy.perform(.push(.list, from: search))
        navigator.replaceState(try copy.presentingDialog(NavigationDialog.draftOptions))

        #expect(navigator.dialog == live)
        #expect(navigator.state.queuedDialogs.map(\.title) == ["Draft"])
        navigator.perform(.chooseDialogButton(at: 1))
        if !work.isFinished { work.cancel() }
        #expect(await work.value == .finished(.keep))
        #expect(navigator.dialog?.title == "Draft")
    }

    @Test("a whole state whose dialog belongs to a screen that may not ask for one is refused")
    func refusedDialogScreen() throws {
        var target = TabState.threeTabs()
        let background = try #require(target.stack(at: .tab(.search))?.root.id)
        target._dialog = PresentedDialog(
            id: EntryID(rawValue: target.nextID), screen: background, dialog: NavigationDialog.deleteDraft.erased)
        target.nextID += 1
        var live = TabState.threeTabs()
        #expect(throws: NavigationError.screenCovered(background)) { try live.perform(.replaceState(target)) }
        #expect(throws: NavigationError.screenCovered(background)) { try live.perform(.adopt(target)) }
        #expect(live == TabState.threeTabs())
    }

    @Test("a cancel button needs no value: its tap answers cancelled", arguments: [false, true])
    func cancelButton(tappingOutside: Bool) async {
        let cancel = DialogButton<DraftAction>.cancel("Cancel")
        #expect(cancel.role == .cancel && cancel.action == nil)
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        let client = navigator.rootClient
        let dialog = NavigationDialog<DraftAction>.confirmationDialog(
            "Draft", buttons: [DialogButton("Delete", role: .destructive, action: .delete), .cancel("Cancel")])
        let work = await navigator.start { await client.presentDialog(dialog) }
        expectSettled(host)

        #expect(tappingOutside ? host.dismissDialogByTappingOutside() : host.chooseDialogButton(labeled: "Cancel"))
        expectSettled(host)
        #expect(host.dialog == nil)
        if !work.isFinished { work.cancel() }
        #expect(await work.value == .cancelled)
    }

    @Test("a recording client scripts a dialog its screen has up")
    func recordingClient() async {
        let recorder = RecordingNavigationClient<TestRoute>()
        #expect(!recorder.client.isPresentingDialog)
        recorder.presentedDialog = NavigationDialog.deleteDraft.erased
        recorder.answerDialogs(with: DraftAction.delete)
        #expect(recorder.client.isPresentingDialog)

        #expect(await recorder.client.presentedDialogResult(expecting: DraftAction.self) == .finished(.delete))
        #expect(!recorder.client.isPresentingDialog)
        #expect(await recorder.client.presentedDialogResult(expecting: DraftAction.self) == .cancelled)
    }
}
