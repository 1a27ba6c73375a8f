import ModularNavigation
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
    ) async -> Task<NavigationResult<Issue42>, Never> {
        let client = navigator.client(for: navigator.topStack.top.id)
        let task = Task { await client.present(.picker, mode, expecting: Issue42.self) }
        while navigator.topStack.top.route != .picker { await Task.yield() }
        return task
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
        navigator.dismiss()
        #expect(await task.value == .cancelled)
    }

    @Test("a pushed flow finishes by popping")
    func pushedFlow() async {
        let navigator = Navigator(root: TestRoute.home)
        let task = await startPicking(navigator, mode: .push)
        navigator.rootClient.finish(with: Issue42(id: 1))  // from below the picker: nothing awaits there
        navigator.client(for: navigator.topStack.top.id).finish(with: Issue42(id: 2))
        #expect(await task.value == .finished(Issue42(id: 2)))
        #expect(navigator.depth == 0)
    }

    @Test("when the presenter is popped first, the value still arrives exactly once")
    func presenterPoppedFirst() async {
        let navigator = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let presenter = navigator.topStack.top.id
        let task = await startPicking(navigator)
        navigator.perform(.popTo(navigator.state.baseStack.root.id))
        #expect(!navigator.state.contains(presenter))
        // popTo dismissed the picker too, so the presenter's wait ended as cancelled.
        #expect(await task.value == .cancelled)

        let second = Navigator(NavigationState(root: TestRoute.home, path: [.list]))
        let secondPresenter = second.topStack.top.id
        let secondTask = await startPicking(second)
        // Popping the base stack under the sheet removes the presenter but keeps the sheet.
        second.perform(.replaceStack(at: .main, path: []))
        #expect(!second.state.contains(secondPresenter))
        second.client(for: second.topStack.top.id).finish(with: Issue42(id: 3))
        #expect(await secondTask.value == .finished(Issue42(id: 3)))
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
        navigator.dismiss()
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
        #expect(await root.present(.picker, .sheet(), expecting: Issue42.self) == .cancelled)
    }

    @Test("cancelling the awaiting task gives a cancellation")
    func taskCancelled() async {
        let navigator = Navigator(root: TestRoute.home)
        let task = await startPicking(navigator)
        task.cancel()
        #expect(await task.value == .cancelled)
        navigator.client(for: navigator.topStack.top.id).finish(with: Issue42(id: 1))
        #expect(navigator.state.presentations.count == 1)
    }

    @Test("a navigator that goes away resumes its waiters as cancelled")
    func navigatorDeallocated() async {
        var navigator: Navigator<TestRoute, Never>? = Navigator(root: .home)
        let client = navigator?.rootClient
        let task = Task { await client?.present(.picker, .sheet(), expecting: Issue42.self) }
        while navigator?.state.presentations.isEmpty == true { await Task.yield() }
        navigator = nil
        #expect(await task.value == .cancelled)
    }

    @Test("a recording client scripts results for view-model tests")
    func recordedResult() async {
        let recorder = RecordingNavigationClient<TestRoute>()
        recorder.result = { _, _ in .value(Issue42(id: 5)) }
        let result = await recorder.client.present(.picker, .sheet(), expecting: Issue42.self)
        #expect(result.value == Issue42(id: 5))
        #expect(recorder.calls == [.presentForResult(.picker, .sheet(), expecting: "Issue42")])
    }
}
