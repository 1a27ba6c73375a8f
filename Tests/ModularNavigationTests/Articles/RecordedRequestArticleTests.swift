import ModularNavigation
import ModularNavigationTesting
import Testing

// The Testing article's recorder of requests, word for word: a note screen that asks the
// app for another module's folder picker and awaits the folder's name.

private enum NoteDestination: Hashable, Sendable, RequestingDestination {
    case note(id: Int)

    enum Request: Hashable, Sendable {
        case folderPicker
        case share(noteID: Int)
    }
}

@MainActor
private struct NoteModel {
    let navigationClient: NavigationClient<NoteDestination>

    func move() async -> String? {
        let result = await navigationClient.request(.folderPicker, mode: .sheet(), expecting: String.self)
        guard case .finished(let name) = result else { return nil }
        return name
    }

    func share() {
        navigationClient.request(.share(noteID: 3), mode: .sheet())
    }
}

@MainActor
@Suite("the Testing article: recorded requests")
struct RecordedRequestArticleTests {
    @Test("an awaited request is answered by requestResult; the expectations read the last call only")
    func requestResult() async {
        let recorder = RecordingNavigationClient<NoteDestination>()
        let note = NoteModel(navigationClient: recorder.client)

        recorder.requestResult = { _, _ in "Archive" }
        #expect(await note.move() == "Archive")
        note.share()
        expectRequested(.share(noteID: 3), .sheet(), by: recorder)
        #expect(recorder.requests.map(\.request) == [.folderPicker, .share(noteID: 3)])
    }

    @Test("without a scripted answer an awaited request is cancelled")
    func cancelledByDefault() async {
        let recorder = RecordingNavigationClient<NoteDestination>()
        let note = NoteModel(navigationClient: recorder.client)
        #expect(await note.move() == nil)
        expectRequested(.folderPicker, by: recorder)
    }

    @Test("an expectation about an earlier call fails: it reads the last one")
    func lastCallOnly() async {
        let recorder = RecordingNavigationClient<NoteDestination>()
        let note = NoteModel(navigationClient: recorder.client)
        _ = await note.move()
        note.share()
        withKnownIssue("expectRequested checks the last call only") {
            expectRequested(.folderPicker, by: recorder)
        }
    }
}
