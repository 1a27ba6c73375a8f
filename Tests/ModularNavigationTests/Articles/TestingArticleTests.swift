import ModularNavigation
import ModularNavigationTesting
import Observation
import Testing

// The Testing article's code, word for word: a small notes module, an app route that
// embeds it, and the tests the article walks through. Only library API is used, so a
// reader can copy any snippet with the helpers defined here.

private enum NotesDestination: Hashable, Sendable {
    case list
    case note(id: Int)
    case newNote
}

@MainActor
@Observable
private final class NoteListModel {
    private(set) var titles: [String] = []
    private(set) var lastOutcome: String?
    private let navigationClient: NavigationClient<NotesDestination>

    init(navigationClient: NavigationClient<NotesDestination>) {
        self.navigationClient = navigationClient
    }

    func open(id: Int) {
        navigationClient.push(.note(id: id))
    }

    func compose() async {
        let result = await navigationClient.navigate(to: .newNote, mode: .sheet(), expecting: String.self)
        switch result {
        case .finished(let title):
            titles.append(title)
            lastOutcome = nil
        case .cancelled:
            lastOutcome = "cancelled"
        }
    }
}

@MainActor
@Observable
private final class NewNoteModel {
    private let navigationClient: NavigationClient<NotesDestination>

    init(navigationClient: NavigationClient<NotesDestination>) {
        self.navigationClient = navigationClient
    }

    func save(title: String) {
        navigationClient.finish(with: title)
    }
}

private enum AppRoute: Hashable, Sendable {
    case notes(NotesDestination)
}

@MainActor
@Suite("the Testing article")
struct TestingArticleTests {
    @Test("a view model navigates through a capturing client")
    func capturingClient() {
        var captured: NotesDestination?
        let client = NavigationClient<NotesDestination>(
            navigate: { destination, _ in captured = destination },
            dismiss: {},
            close: {}
        )

        let list = NoteListModel(navigationClient: client)
        list.open(id: 3)

        #expect(captured == .note(id: 3))
    }

    @Test("a recording client records the push and scripts the sheet's result")
    func recordingClient() async {
        let recorder = RecordingNavigationClient<NotesDestination>()
        let list = NoteListModel(navigationClient: recorder.client)
        list.open(id: 3)
        expectPushed(.note(id: 3), by: recorder)

        recorder.result = { _, _ in "Groceries" }
        await list.compose()
        expectPresented(.newNote, .sheet(), by: recorder)
        #expect(list.titles == ["Groceries"])
    }

    @Test("a whole flow against a real navigator: push, a sheet's result, a swipe")
    func wholeFlow() async throws {
        let navigator = Navigator(root: AppRoute.notes(.list))
        let list = navigator.topScreenObject(scope: AppRoute.notes) {
            NoteListModel(navigationClient: $0)
        }

        let composing = await navigator.start { await list.compose() }
        expectTree(
            navigator,
            """
            main
              #0 notes(list)
              sheet
                #1 notes(newNote)
            """)
        let sheet = navigator.topScreenObject(scope: AppRoute.notes) {
            NewNoteModel(navigationClient: $0)
        }
        sheet.save(title: "Groceries")
        await composing.value
        #expect(list.titles == ["Groceries"])

        let host = HeadlessHost(navigator: navigator)
        let again = await navigator.start { await list.compose() }
        expectSettled(host)
        #expect(host.swipeDownSheet())
        expectSettled(host)
        await again.value
        #expect(list.lastOutcome == "cancelled")
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("events name screens by number")
    func events() {
        let navigator = Navigator(root: AppRoute.notes(.list))
        let events = NavigationEventRecorder(navigator)
        let list = navigator.topScreenObject(scope: AppRoute.notes) {
            NoteListModel(navigationClient: $0)
        }

        let host = HeadlessHost(navigator: navigator)
        list.open(id: 3)
        expectSettled(host)
        #expect(host.swipeBack())
        expectSettled(host)

        #expect(
            events.events.map(\.description) == [
                "pushed #1 notes(note(id: 3)) onto main",
                "screen shown #1 notes(note(id: 3)) at main",
                "popped #1 notes(note(id: 3)) from main",
                "screen shown #0 notes(list) at main",
            ])
        #expect(navigator.screenObject(NoteListModel.self, for: EntryID(0)) === list)
    }

    @Test("a headless host draws the flow as SwiftUI would")
    func headlessHost() {
        let navigator = Navigator(root: AppRoute.notes(.list))
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)
        let list = navigator.topScreenObject(scope: AppRoute.notes) {
            NoteListModel(navigationClient: $0)
        }

        host.tap { list.open(id: 3) }
        expectSettled(
            host,
            """
            main
              #0 notes(list)
              #1 notes(note(id: 3))
            """)

        host.swipeBack()
        expectSettled(
            host,
            """
            main
              #0 notes(list)
            """)
    }

    @Test("a refused gesture says why, and fails the test unless the test expects it")
    func refusedGesture() {
        let navigator = Navigator(root: AppRoute.notes(.list))
        let host = HeadlessHost(navigator: navigator)
        expectSettled(host)

        #expect(host.refusal { host.swipeBack() } == .noSuchControl)
        host.tap { navigator.push(.notes(.note(id: 3))) }
        #expect(host.refusal { host.tapBack() } == .animating)
        expectSettled(host)
        #expect(host.tapBack())
    }

    @Test("awaiting work lets the host finish a swipe; work that sleeps runs on the test clock")
    func wait() async {
        let navigator = Navigator(root: AppRoute.notes(.list))
        let host = HeadlessHost(navigator: navigator)
        let list = navigator.topScreenObject(scope: AppRoute.notes) {
            NoteListModel(navigationClient: $0)
        }
        let composing = await navigator.start { await list.compose() }
        host.settle()
        #expect(host.swipeDownSheet())
        await composing.value
        #expect(list.lastOutcome == "cancelled")

        let clock = NavigationTestClock()
        let reminder = await navigator.start {
            try? await clock.sleep(for: .seconds(30))
            list.open(id: 1)
        }
        await clock.advance(by: .seconds(30))
        await reminder.value
        #expect(navigator.topStack.top.route == .notes(.note(id: 1)))
    }

    @Test("an exhaustive recorder asserts every event the flow reported")
    func exhaustiveEvents() {
        let navigator = Navigator(root: AppRoute.notes(.list))
        let list = navigator.topScreenObject(scope: AppRoute.notes) {
            NoteListModel(navigationClient: $0)
        }
        let events = NavigationEventRecorder(navigator, exhaustive: true)
        list.open(id: 3)
        events.expectEvents([
            "pushed #1 notes(note(id: 3)) onto main",
            "screen shown #1 notes(note(id: 3)) at main",
        ])
        navigator.pop()
        events.skipEvents()
    }

    @Test("a test starts deeper than a root from a state whose screens are numbered bottom first")
    func startsFromAState() {
        let navigator = Navigator(NavigationState(root: AppRoute.notes(.list), path: [.notes(.note(id: 3))]))
        expectTree(
            navigator,
            """
            main
              #0 notes(list)
              #1 notes(note(id: 3))
            """)
    }
}
