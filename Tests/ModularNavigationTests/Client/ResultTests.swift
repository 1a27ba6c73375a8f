import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

struct Issue42: Hashable, Sendable {
    let id: Int
}

@MainActor
@Suite("Typed results")
struct ResultTests {
    /// Starts awaiting a picker from the root screen and returns once the picker shows.
    private func startPicking(
        _ navigator: Navigator<TestRoute, Never>,
        mode: NavigationMode = .sheet()
    ) async -> NavigationWork<NavigationResult<Issue42>> {
        let client = navigator.client(for: navigator.topStack.top.id)
        return await navigator.start { await client.navigate(to: .picker, mode: mode, expecting: Issue42.self) }
    }

    @Test("a flow that finishes with a value hands it to the presenter and is dismissed")
    func finishWithValue() async {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        let task = await startPicking(navigator)
        navigator.push(.list)

        navigator.client(for: navigator.topStack.top.id).finish(with: Issue42(id: 7))

        #expect(await task.value == .finished(Issue42(id: 7)))
        #expect(navigator.state.presentations.isEmpty)
        guard case .resultDelivered = events.events.last else {
            Issue.record("expected a delivery event, got \(events.events)")
            return
        }
    }

    @Test("a flow dismissed any other way gives a cancellation")
    func cancelByDismiss() async {
        let navigator = Navigator(root: TestRoute.home)
        let task = await startPicking(navigator)
        navigator.dismissPresentation()
        #expect(await task.value == .cancelled)
    }

    @Test("a pushed flow finishes by popping")
    func pushedFlow() async {
        let navigator = Navigator(root: TestRoute.home)
        let task = await startPicking(navigator, mode: .push)
        navigator.rootClient.finish(with: Issue42(id: 1))  // from below the picker: nothing awaits there
        navigator.client(for: navigator.topStack.top.id).finish(with: Issue42(id: 2))
        #expect(await task.value == .finished(Issue42(id: 2)))
        #expect(navigator.topStack.depth == 0)
    }

    @Test("when the presenter leaves first, its wait ends cancelled once and a later value goes nowhere")
    func presenterPoppedFirst() async {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let presenter = navigator.topStack.top.id
        let task = await startPicking(navigator)
        navigator.perform(.popTo(navigator.state.baseStack.root.id))
        #expect(!navigator.state.contains(presenter))
        // pop(to:) dismissed the picker too, so the presenter's wait ended as cancelled.
        #expect(await task.value == .cancelled)

        let second = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let secondPresenter = second.topStack.top.id
        let secondTask = await startPicking(second)
        // Replacing the base stack under the sheet removes the presenter but keeps the sheet:
        // nobody is left to take the value, so the wait ends now, not at the finish.
        second.perform(.replaceStack(at: .main, path: []))
        #expect(!second.state.contains(secondPresenter))
        #expect(await secondTask.value == .cancelled)
        #expect(second.client(for: second.topStack.top.id).finish(with: Issue42(id: 3)) == .undelivered)
        #expect(second.state.presentations.isEmpty)
    }

    @Test("a second finish is refused and resumes nothing twice")
    func doubleFinish() async {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        let task = await startPicking(navigator)
        let picker = navigator.client(for: navigator.topStack.top.id)
        let pickerID = navigator.topStack.top.id

        picker.finish(with: Issue42(id: 1))
        picker.finish(with: Issue42(id: 2))

        #expect(await task.value == .finished(Issue42(id: 1)))
        #expect(events.events.last == .resultRefused(from: pickerID, .screenGone(pickerID)))
    }

    @Test("a value of the wrong type is reported and changes nothing")
    func typeMismatch() async {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        let task = await startPicking(navigator)
        let pickerID = navigator.topStack.top.id

        navigator.client(for: pickerID).finish(with: "not an issue")

        #expect(navigator.state.presentations.count == 1)
        #expect(
            events.events.last
                == .resultRefused(from: pickerID, .resultTypeMismatch(expected: "Issue42", actual: "String")))
        navigator.dismissPresentation()
        #expect(await task.value == .cancelled)
    }

    @Test("finishing where nothing awaits a value is reported")
    func noPendingResult() {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        navigator.rootClient.finish(with: Issue42(id: 1))
        #expect(events.events == [.resultRefused(from: navigator.state.baseStack.root.id, .noPendingResult)])
    }

    @Test("a refused presentation ends the wait at once")
    func refusedPresentation() async {
        let navigator = Navigator(root: TestRoute.home)
        let root = navigator.rootClient
        navigator.present(.settings, style: .sheet())
        #expect(await root.navigate(to: .picker, mode: .sheet(), expecting: Issue42.self) == .cancelled)
    }

    @Test("cancelling the awaiting task gives a cancellation; the flow, now unawaited, finishes undelivered")
    func taskCancelled() async {
        let navigator = Navigator(root: TestRoute.home)
        let task = await startPicking(navigator)
        task.cancel()
        #expect(await task.value == .cancelled)
        #expect(navigator.state.presentations.count == 1)
        #expect(navigator.client(for: navigator.topStack.top.id).finish(with: Issue42(id: 1)) == .undelivered)
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a navigator that goes away resumes its waiters as cancelled")
    func navigatorDeallocated() async {
        var navigator: Navigator<TestRoute, Never>? = Navigator(root: .home)
        let client = navigator?.rootClient
        let task = await navigator?.start {
            await client?.navigate(to: .picker, mode: .sheet(), expecting: Issue42.self)
        }
        navigator = nil
        #expect(await task?.value == .cancelled)
    }

    @Test("a recording client scripts results for view-model tests")
    func recordedResult() async {
        let recorder = RecordingNavigationClient<TestRoute>()
        recorder.result = { _, _ in Issue42(id: 5) }
        let result = await recorder.client.navigate(to: .picker, mode: .sheet(), expecting: Issue42.self)
        #expect(result.value == Issue42(id: 5))
        #expect(recorder.calls == [.navigateForResult(.picker, .sheet(), expecting: "Issue42")])
    }

    // MARK: Flows nobody awaits (restored, or opened by a link)

    /// A navigator restored from an archive saved while the picker was up over a list.
    private func restoredWithPickerOpen() async throws -> Navigator<TestRoute, Never> {
        let source = Navigator(root: TestRoute.home)
        source.push(.list)
        let picking = await startPicking(source)
        let data = try source.archived(schemaVersion: 1)
        source.dismissPresentation()
        #expect(await picking.value == .cancelled)

        let restored = Navigator(root: TestRoute.home)
        restored.restore(from: data, schemaVersion: 1, fallback: NavigationState(root: .home))
        #expect(restored.topStack.top.route == .picker)
        return restored
    }

    @Test("finishing a restored flow nobody awaits dismisses it and says the value was undelivered")
    func restoredFlowFinishesUndelivered() async throws {
        let navigator = try await restoredWithPickerOpen()
        let events = NavigationEventRecorder(navigator)
        let picker = navigator.topStack.top.id

        let delivery = navigator.client(for: picker).finish(with: Issue42(id: 3))

        #expect(delivery == .undelivered)
        #expect(navigator.state.presentations.isEmpty)
        #expect(events.events.last == .resultUndelivered(from: picker))
    }

    @Test("a restored presenter waits again for its flow, and a restored picker delivers its pick")
    func restoredPresenterReceivesPick() async throws {
        let navigator = try await restoredWithPickerOpen()
        let list = try #require(navigator.state.baseStack.path.first?.id)
        let picker = navigator.topStack.top.id
        let presenter = navigator.client(for: list)
        let waiting = await navigator.start { await presenter.presentedResult(expecting: Issue42.self) }
        #expect(navigator.client(for: picker).finish(with: Issue42(id: 9)) == .delivered)
        #expect(await waiting.value == .finished(Issue42(id: 9)))
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("waiting for a presented flow ends at once when nothing is presented, and refuses a second waiter")
    func presentedResultEdges() async {
        let navigator = Navigator(root: TestRoute.home)
        let events = NavigationEventRecorder(navigator)
        #expect(await navigator.rootClient.presentedResult(expecting: Issue42.self) == .cancelled)

        let task = await startPicking(navigator)
        #expect(await navigator.rootClient.presentedResult(expecting: Issue42.self) == .cancelled)
        #expect(events.events.contains(.resultRefused(from: navigator.state.baseStack.root.id, .resultAlreadyAwaited)))
        navigator.client(for: navigator.topStack.top.id).finish(with: Issue42(id: 1))
        #expect(await task.value == .finished(Issue42(id: 1)))
    }

    @Test(
        "a split view's sidebar waits again for the flow it presented, in the app's split view and in a tab's",
        arguments: [false, true])
    func sidebarWaitsForItsFlow(inTab: Bool) async throws {
        var state = try TabState(tabs: [.home, .search], selectedTab: .home, splitTabs: [.home]) { _ in .home }
        try state.perform(.selectSidebar(.list, in: .home))
        if !inTab { state = TabState(sidebar: .home, selection: .list) }
        let navigator = Navigator(state)
        let sidebar = try #require(navigator.state.stack(at: inTab ? .tab(.home) : .sidebar)?.top.id)
        // Shown by a link, or before a restore: nobody awaits the picker yet.
        navigator.perform(.present(.picker, .sheet(), from: sidebar))
        let picker = navigator.topStack.top.id
        let presenter = navigator.client(for: sidebar)
        let waiting = await navigator.start { await presenter.presentedResult(expecting: Issue42.self) }
        #expect(waiting.isWaitingForResult)
        #expect(navigator.client(for: picker).finish(with: Issue42(id: 4)) == .delivered)
        #expect(await waiting.value == .finished(Issue42(id: 4)))
    }

    @Test(
        "a screen that awaits a new root for its own stack is gone: its wait ends at once, on a base stack and in a sheet",
        arguments: [false, true])
    func awaitingItsOwnReplacement(inSheet: Bool) async throws {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        if inSheet { navigator.present(.list, style: .sheet()) }
        let asking = navigator.topStack.top.id
        let events = NavigationEventRecorder(navigator)
        let client = navigator.client(for: asking)
        let work = await navigator.start { await client.navigate(to: .picker, mode: .root, expecting: Issue42.self) }
        await work.settled()
        #expect(work.isFinished, "the wait ended")
        if !work.isFinished { work.cancel() }
        #expect(await work.value == .cancelled)
        #expect(navigator.topStack.root.route == .picker, "the new root shows all the same")
        #expect(!navigator.state.contains(asking))
        #expect(events.events.contains(.resultCancelled(navigator.topStack.root.id)))
    }

    @Test("finishing from a base screen with nothing awaited is refused and changes nothing")
    func finishAtBaseRefused() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let before = navigator.state
        #expect(navigator.rootClient.finish(with: Issue42(id: 1)) == .refused(.noPendingResult))
        #expect(navigator.state == before)
    }

    @Test("finishing from a screen that is gone is refused")
    func finishFromGoneScreen() {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let list = navigator.topStack.top.id
        navigator.pop()
        #expect(navigator.client(for: list).finish(with: Issue42(id: 1)) == .refused(.screenGone(list)))
    }

    @Test("a value is delivered only when its flow is dismissed; a kept flow can finish later")
    func finishKeptByGuard() async {
        let navigator = Navigator(root: TestRoute.home)
        let keepFlow = Flag(true)
        navigator.addGuard { proposal in
            if case .dismiss = proposal.action, keepFlow.value { return .cancel }
            return .allow
        }
        let root = navigator.rootClient
        let task = await navigator.start { await root.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        let picker = navigator.client(for: navigator.topStack.root.id)
        let events = NavigationEventRecorder(navigator)

        picker.finish(with: 7)
        #expect(navigator.state.presentations.count == 1)
        #expect(events.events.last == .resultRefused(from: navigator.topStack.root.id, .flowNotDismissed))

        keepFlow.value = false
        picker.finish(with: 8)
        #expect(await task.value == .finished(8))
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a finish whose dismissal a guard redirects (confirm first) delivers its value once the redirect resumes it")
    func finishRedirectedByGuard() async throws {
        let navigator = Navigator(root: TestRoute.home)
        let confirmed = Flag(false)
        navigator.addGuard { proposal in
            guard case .dismiss = proposal.action, !confirmed.value else { return .allow }
            return .redirect(presenting: .settings, style: .sheet(), expecting: Bool.self) { $0 }
        }
        let root = navigator.rootClient
        let task = await navigator.start { await root.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        let picker = navigator.client(for: navigator.topStack.root.id)

        #expect(picker.finish(with: 5) == .refused(.flowNotDismissed), "not yet: the guard asks first")
        #expect(navigator.topStack.root.route == .settings)
        #expect(task.isWaitingForResult)

        confirmed.value = true
        #expect(navigator.client(for: navigator.topStack.root.id).finish(with: true) == .delivered)
        await task.settled()
        #expect(task.isFinished)
        if !task.isFinished { task.cancel() }
        #expect(await task.value == .finished(5))
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a resumed finish that meets the same redirect again is stopped as a redirect loop")
    func resumedFinishRedirectLoop() async throws {
        let navigator = Navigator(root: TestRoute.home)
        // Any dismissal while exactly one flow is up asks first; the answer never satisfies it.
        navigator.addGuard { proposal in
            guard case .dismiss = proposal.action, proposal.current.presentations.count == 1 else { return .allow }
            return .redirect(presenting: .settings, style: .sheet(), expecting: Bool.self) { $0 }
        }
        let root = navigator.rootClient
        let task = await navigator.start { await root.navigate(to: .picker, mode: .sheet(), expecting: Int.self) }
        let picker = navigator.client(for: navigator.topStack.root.id)
        let events = NavigationEventRecorder(navigator)

        #expect(picker.finish(with: 5) == .refused(.flowNotDismissed))
        #expect(navigator.topStack.root.route == .settings)

        navigator.client(for: navigator.topStack.root.id).finish(with: true)
        #expect(events.events.contains { if case .redirectLoop = $0 { true } else { false } })
        #expect(navigator.state.presentations.map(\.stack.root.route) == [.picker], "the confirm is not shown again")
        #expect(task.isWaitingForResult, "the picker still awaits its value")
        task.cancel()
    }
}
