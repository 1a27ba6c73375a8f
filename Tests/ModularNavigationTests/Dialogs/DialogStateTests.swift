import Foundation
import ModularNavigation
import ModularNavigationDrawing
import Testing

@Suite("Dialogs: the rules of the state")
struct DialogStateTests {
    @Test("a dialog opens over the visible screen, belongs to it, and prints under it")
    func opens() throws {
        var state = StackState(root: .home, path: [.list])
        try state.perform(.present(.settings, .sheet()))
        let events = try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        let dialog = try #require(state.dialog)
        #expect(dialog.screen == state.topStack.top.id)
        #expect(dialog.title == "Delete draft?")
        #expect(events == [.dialogPresented(dialog)])
        #expect(
            state.treeDescription == """
                main
                  #0 home
                  #1 list
                  sheet
                    #2 settings
                    alert !3 "Delete draft?" "This cannot be undone." for #2
                      1. Delete (destructive) -> delete
                      2. Keep (cancel) -> keep
                """)
    }

    @Test("a dialog asked for while one is open is queued, and opens in a step of its own once the first closes")
    func queuedBehindTheOpenOne() throws {
        var state = StackState(root: .home)
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        let first = try #require(state.dialog)
        let queuedEvents = try state.perform(.presentDialog(NavigationDialog.draftOptions.erased))
        let second = try #require(state.queuedDialogs.first)
        #expect(state.dialog == first)
        #expect(queuedEvents == [.dialogQueued(second)])
        #expect(second.id > first.id)

        let shown = state
        let events = try state.perform(.chooseDialogButton(at: 1, in: first.id))
        #expect(events == [.dialogChosen(first, button: first.buttons[1]), .dialogPresented(second)])
        #expect(state.dialog == second)
        #expect(state.queuedDialogs.isEmpty)
        let steps = TransitionPlanner.steps(from: shown, to: state)
        #expect(steps.map(\.kind) == [.dismissDialog, .presentDialog])
    }

    @Test("a queued dialog whose screen leaves closes unanswered, never shown; the open one stays")
    func queuedDialogOfALeavingScreen() throws {
        var state = StackState(root: .home)
        try state.perform(.push(.list))
        let list = state.topStack.top.id
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased, from: EntryID(rawValue: 0)))
        try state.perform(.presentDialog(NavigationDialog.draftOptions.erased, from: list))
        let queued = try #require(state.queuedDialogs.first)
        // Popping the list moves what the user sees, which closes the open dialog too.
        let events = try state.perform(.pop(count: 1))
        #expect(state.dialog == nil)
        #expect(state.queuedDialogs.isEmpty)
        #expect(events.contains(.dialogDismissed(queued)))
        #expect(!events.contains(.dialogPresented(queued)))
    }

    @Test(
        "a dialog queued from the sidebar beside the detail opens in its turn, in the app's split view and in a tab's",
        arguments: [false, true])
    func queuedFromTheSidebar(inTab: Bool) throws {
        var state = try TabState(
            tabs: [.home, .search], selectedTab: .home, splitTabs: [.home]
        ) { _ in .home }
        try state.perform(.selectSidebar(.list, in: .home))
        let appSplit = NavigationState<TestRoute, TestTab>(sidebar: .home, selection: .list)
        if !inTab { state = appSplit }
        let sidebar = try #require(state.stack(at: inTab ? .tab(.home) : .sidebar)?.top.id)
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        try state.perform(.presentDialog(NavigationDialog.draftOptions.erased, from: sidebar))
        let queued = try #require(state.queuedDialogs.first)
        let events = try state.perform(.chooseDialogButton(at: 1))
        #expect(events.last == .dialogPresented(queued))
        #expect(state.dialog == queued)
    }

    @Test("a queued dialog can be withdrawn before its turn")
    func withdrawQueued() throws {
        var state = StackState(root: .home)
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        try state.perform(.presentDialog(NavigationDialog.draftOptions.erased))
        let open = try #require(state.dialog)
        let queued = try #require(state.queuedDialogs.first)
        #expect(try state.perform(.dismissDialog(queued.id)) == [.dialogDismissed(queued)])
        #expect(state.dialog == open)
        #expect(state.queuedDialogs.isEmpty)
    }

    @Test("choosing a button closes the dialog and reports the button")
    func choose() throws {
        var state = StackState(root: .home)
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        let dialog = try #require(state.dialog)
        let events = try state.perform(.chooseDialogButton(at: 0, in: dialog.id))
        #expect(state.dialog == nil)
        #expect(events == [.dialogChosen(dialog, button: dialog.buttons[0])])
        #expect(dialog.buttons[0].action?.value(as: DraftAction.self) == .delete)
    }

    @Test("answers for another opening, missing buttons and missing dialogs are refused")
    func badAnswers() throws {
        var state = StackState(root: .home)
        #expect(throws: NavigationError.noDialog) { try state.perform(.dismissDialog()) }
        #expect(throws: NavigationError.noDialog) { try state.perform(.chooseDialogButton(at: 0)) }
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        let open = state
        #expect(throws: NavigationError.noDialog) {
            try state.perform(.chooseDialogButton(at: 0, in: EntryID(rawValue: 99)))
        }
        #expect(throws: NavigationError.dialogButtonOutOfRange(requested: 2, available: 2)) {
            try state.perform(.chooseDialogButton(at: 2))
        }
        #expect(throws: NavigationError.dialogButtonOutOfRange(requested: -1, available: 2)) {
            try state.perform(.chooseDialogButton(at: -1))
        }
        #expect(state == open)
    }

    @Test("a change of the visible screen closes the dialog first, and reports that first")
    func changeUnderCloses() throws {
        var state = StackState(root: .home)
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        let dialog = try #require(state.dialog)
        let events = try state.perform(.push(.list))
        #expect(state.dialog == nil)
        #expect(events.first == .dialogDismissed(dialog))
        #expect(events.count == 3)
        #expect(events.last == .screenShown(state.topScreen, at: .main))
    }

    @Test(
        "a push or pop on the base stack beside an inspector closes a dialog of either stack in front",
        arguments: [false, true], [false, true])
    func changeBesideInspectorCloses(pop: Bool, ownerInInspector: Bool) throws {
        var state = StackState(root: .home, path: [.list])
        let list = state.topStack.top.id
        try state.perform(.present(.settings, .inspector()))
        let owner = ownerInInspector ? state.topStack.top.id : list
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased, from: owner))
        let dialog = try #require(state.dialog)

        let events = try state.perform(pop ? .popTo(state.baseStack.root.id) : .push(.detail(1), from: list))
        #expect(state.presentations.count == 1, "the inspector stays")
        #expect(state.dialog == nil)
        #expect(events.first == .dialogDismissed(dialog))
    }

    @Test(
        "a push on one split column closes a dialog of the column beside it, in the app's split view and in a tab's",
        arguments: [false, true])
    func changeBesideSplitColumnCloses(inTab: Bool) throws {
        var state = try TabState(tabs: [.home, .search], selectedTab: .home, splitTabs: [.home]) { _ in .home }
        try state.perform(.selectSidebar(.list, in: .home))
        if !inTab { state = TabState(sidebar: .home, selection: .list) }
        let sidebar = try #require(state.stack(at: inTab ? .tab(.home) : .sidebar)?.top.id)
        let detail = try #require(state.stack(at: inTab ? .tabDetail(.home) : .detail)?.top.id)

        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased, from: detail))
        try state.perform(.push(.settings, from: sidebar))
        #expect(state.dialog == nil, "the sidebar beside the detail changed")

        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased, from: sidebar))
        try state.perform(.push(.settings, from: detail))
        #expect(state.dialog == nil, "the detail beside the sidebar changed")
    }

    @Test("a change that removes the dialog's screen removes the dialog")
    func ownerLeaves() throws {
        var state = StackState(root: .home, path: [.list])
        let list = state.topStack.top.id
        try state.perform(.present(.settings, .sheet()))
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased, from: list))
        #expect(state.dialog?.screen == list)
        // The sheet stays on top, but the dialog's screen under it is replaced.
        try state.perform(.replaceStack(at: .main, path: []))
        #expect(state.dialog == nil)
    }

    @Test("a change out of sight keeps the dialog: a background tab")
    func backgroundChangeKeeps() throws {
        var state = TabState.threeTabs()
        try state.perform(.presentDialog(NavigationDialog.draftOptions.erased))
        let dialog = state.dialog
        try state.perform(.push(.list, from: try #require(state.stack(at: .tab(.search))?.root.id)))
        #expect(state.dialog == dialog)
        try state.perform(.selectTab(.search))
        #expect(state.dialog == nil)
    }

    @Test("a refused change under a dialog leaves the state as it was, dialog included")
    func refusedKeeps() throws {
        var state = StackState(root: .home)
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        let open = state
        #expect(throws: NavigationError.nothingToPop) { try state.perform(.pop()) }
        #expect(state == open)
    }

    @Test("a screen in a background tab cannot open a dialog; a gone screen's call is stale")
    func whoMayAsk() throws {
        var state = TabState.threeTabs()
        let search = try #require(state.stack(at: .tab(.search))?.root.id)
        #expect(throws: NavigationError.screenCovered(search)) {
            try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased, from: search))
        }
        #expect(throws: NavigationError.screenGone(EntryID(rawValue: 77))) {
            try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased, from: EntryID(rawValue: 77)))
        }
    }

    @Test("dialogs are transient: not encoded; a replaced state brings its own under a new identity")
    func transient() throws {
        var state = StackState(root: .home)
        try state.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        let decoded = try JSONDecoder().decode(StackState.self, from: JSONEncoder().encode(state))
        #expect(decoded.dialog == nil)
        #expect(decoded.topStack == state.topStack)

        var other = StackState(root: .home)
        try other.perform(.replaceState(state))
        #expect(other.dialog?.title == state.dialog?.title)
        #expect(other.dialog?.screen == other.topStack.top.id)
        #expect(other.dialog?.id != state.dialog?.id, "another state's dialog identity is never taken over")
        // The same state given back keeps the open dialog.
        let open = state
        try state.perform(.replaceState(open))
        #expect(state.dialog == open.dialog)
    }

    @Test("boxed actions compare by value and type")
    func boxes() {
        #expect(AnyHashableSendable(DraftAction.delete) == AnyHashableSendable(DraftAction.delete))
        #expect(AnyHashableSendable(DraftAction.delete) != AnyHashableSendable("delete"))
        #expect(AnyHashableSendable(AnyHashableSendable(1)) == AnyHashableSendable(1))
        #expect(AnyHashableSendable(1).value(as: String.self) == nil)
    }
}
