import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// A module that asks the app for a number, for the request kind of wait.
private enum ListDestination: Hashable, Sendable, RequestingDestination {
    case list
    enum Request: Hashable, Sendable { case number }
}

/// What a presenter can wait for.
enum WaitKind: String, CaseIterable, CustomTestStringConvertible, Sendable {
    /// `navigate(to:mode:expecting:)`.
    case flow
    /// `presentedResult(expecting:)` on a flow already up.
    case presentedFlow
    /// `request(_:mode:expecting:)`, answered by the app's scope.
    case request
    /// `presentDialog(_:)`, open.
    case dialog
    /// `presentDialog(_:)` while another dialog is open: queued.
    case queuedDialog

    var testDescription: String { rawValue }
}

/// Every way what a wait hangs on can go: the flow's screens, the dialog's screen, the
/// window, the state.
enum WaitEndingPath: String, CaseIterable, CustomTestStringConvertible, Sendable {
    case pop, dismiss, replace, restore, tabReset, windowClose, stateReplaced

    var testDescription: String { rawValue }
}

@MainActor
@Suite("Every wait ends: a flow, request or dialog ends once, cancelled, when its presenter goes")
struct EveryWaitEndsTests {
    /// A window of three tabs whose home tab shows `home > list`; the list is the presenter.
    @MainActor
    private struct Setup {
        let windows: NavigationWindows<TestRoute, TestTab>
        let window: NavigationWindowID
        let navigator: Navigator<TestRoute, TestTab>
        let presenter: EntryID

        init() throws {
            windows = NavigationWindows(supportsMultipleWindows: true, newWindowState: { _ in .threeTabs() })
            window = try windows.makeWindow(.threeTabs())
            navigator = try #require(windows.navigator(for: window))
            navigator.push(.list)
            presenter = navigator.state.topStack.top.id
        }
    }

    /// Starts a wait of a kind from the presenter; returns once it waits.
    ///
    /// The testing helpers tell when it waits. The work's value is whether the wait ended cancelled.
    private func start(_ kind: WaitKind, in setup: Setup) async -> NavigationWork<Bool> {
        let navigator = setup.navigator
        let client = navigator.client(for: setup.presenter)
        if kind == .presentedFlow { navigator.present(.picker, style: .sheet()) }
        if kind == .queuedDialog { navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased)) }
        return await navigator.start {
            switch kind {
            case .flow:
                await client.navigate(to: .picker, mode: .sheet(), expecting: Int.self) == .cancelled
            case .presentedFlow:
                await client.presentedResult(expecting: Int.self) == .cancelled
            case .request:
                await client.scope({ (_: ListDestination) in .list }, answering: { _ in .picker })
                    .request(.number, mode: .sheet(), expecting: Int.self) == .cancelled
            case .dialog, .queuedDialog:
                await client.presentDialog(NavigationDialog<DraftAction>.draftOptions) == .cancelled
            }
        }
    }

    /// Takes the presenter away along one path.
    private func take(_ path: WaitEndingPath, from setup: Setup) throws {
        let navigator = setup.navigator
        switch path {
        case .pop:
            navigator.perform(.popTo(navigator.state.baseStack.root.id))
        case .dismiss:
            navigator.perform(.dismiss(setup.presenter))
        case .replace:
            navigator.perform(.setRoot(.settings))
        case .restore:
            let saved = try TabState.threeTabs(selected: .search).archived(schemaVersion: 1)
            navigator.restore(from: saved, schemaVersion: 1, fallback: .threeTabs())
        case .tabReset:
            // The user's re-tap on the selected tab pops it to its root.
            navigator.perform(.tapTab(.home))
        case .windowClose:
            try setup.windows.closeWindow(setup.window)
        case .stateReplaced:
            navigator.replaceState(.threeTabs(selected: .profile))
        }
    }

    @Test(
        "the wait ends cancelled, once, and what it hung on is gone",
        arguments: WaitEndingPath.allCases, WaitKind.allCases)
    func waitEnds(path: WaitEndingPath, kind: WaitKind) async throws {
        let setup = try Setup()
        let work = await start(kind, in: setup)
        let flow = setup.navigator.state.presentations.first?.stack.root.id
        let dialog = (setup.navigator.state.queuedDialogs.last ?? setup.navigator.state.dialog)?.id
        #expect(work.isWaitingForResult, "the wait must not end before what it hangs on goes")

        try take(path, from: setup)
        await work.settled()

        #expect(work.isFinished, "the wait ended")
        if !work.isFinished { work.cancel() }
        #expect(await work.value, "it ended as cancelled")
        let state = setup.navigator.state
        switch kind {
        case .flow, .presentedFlow, .request:
            #expect(flow.map { !state.contains($0) } == true)
        case .dialog, .queuedDialog:
            #expect(state.dialog?.id != dialog && !state.queuedDialogs.contains { $0.id == dialog })
            #expect(!state.contains(setup.presenter))
        }
    }

    /// What a presenter's leaving may leave up: an inspector stays beside the stack it
    /// was shown from, and a sheet stays over a stack whose screens are replaced.
    enum LeavingPath: String, CaseIterable, CustomTestStringConvertible, Sendable {
        case popBesideInspector, replaceStackUnderSheet
        var testDescription: String { rawValue }
    }

    @Test(
        "a wait ends cancelled when its presenter leaves, though the flow stays; a late value is not delivered",
        arguments: LeavingPath.allCases)
    func presenterLeavesFlowStays(path: LeavingPath) async throws {
        let setup = try Setup()
        let navigator = setup.navigator
        let client = navigator.client(for: setup.presenter)
        let mode: NavigationMode = path == .popBesideInspector ? .inspector() : .sheet()
        let work = await navigator.start { await client.navigate(to: .picker, mode: mode, expecting: Int.self) }
        let flow = try #require(navigator.state.presentations.first?.stack.root.id)
        let events = NavigationEventRecorder(navigator)

        switch path {
        case .popBesideInspector: navigator.perform(.popTo(navigator.state.baseStack.root.id))
        case .replaceStackUnderSheet: navigator.perform(.replaceStack(at: .tab(.home), path: [.settings]))
        }
        await work.settled()

        #expect(!navigator.state.contains(setup.presenter))
        #expect(navigator.state.contains(flow), "the flow stays up")
        #expect(work.isFinished, "the presenter's wait ended")
        if !work.isFinished { work.cancel() }
        #expect(await work.value == .cancelled)
        #expect(events.events.contains(.resultCancelled(flow)))
        // Nobody awaits the flow now: finishing it closes it and drops the value.
        #expect(navigator.client(for: flow).finish(with: 7) == .undelivered)
        #expect(!navigator.state.contains(flow))
        #expect(!events.events.contains(.resultDelivered(to: setup.presenter)))
    }

    @Test("a closed window keeps no dialog and refuses a late answer")
    func closedWindowRefusesAnswers() async throws {
        let setup = try Setup()
        let work = await start(.queuedDialog, in: setup)
        let events = NavigationEventRecorder(setup.navigator)

        try setup.windows.closeWindow(setup.window)
        #expect(await work.value, "the queued dialog's wait ended as cancelled")
        setup.navigator.perform(.chooseDialogButton(at: 0))

        #expect(setup.navigator.state.dialog == nil)
        #expect(setup.navigator.state.queuedDialogs.isEmpty)
        #expect(events.events.last == .refused(.chooseDialogButton(at: 0, in: nil), .noDialog))
    }
}
