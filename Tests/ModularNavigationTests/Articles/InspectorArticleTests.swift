import ModularNavigation
import ModularNavigationTesting
import Testing

// Code quoted by the Adaptive layouts article's inspector section: library API only, on
// a route of its own.

private enum NotesRoute: Hashable, Sendable, Codable {
    case notes
    case note(id: Int)
    case noteInfo(id: Int)
    case share(id: Int)
}

@MainActor
@Suite("the Adaptive layouts article: the inspector")
struct InspectorArticleTests {
    @Test("a note opens its inspector, the list beside it still pushes and presents, and a swipe closes it")
    func inspectorBesideTheList() {
        let navigator = Navigator(root: NotesRoute.notes)
        let host = HeadlessHost(navigator: navigator)
        let notes = navigator.rootClient
        expectSettled(host)

        notes.navigate(to: .noteInfo(id: 7), mode: .inspector(InspectorOptions(idealWidth: 320)))
        expectSettled(host)
        #expect(host.tap { notes.push(.note(id: 8)) })
        expectSettled(host)
        #expect(navigator.state.presentations.count == 1)

        #expect(host.tap { notes.navigate(to: .share(id: 8), mode: .sheet()) })
        expectSettled(host)
        #expect(
            navigator.state.presentations.map(\.style) == [.inspector(InspectorOptions(idealWidth: 320)), .sheet()])

        #expect(host.swipeDownSheet())
        expectSettled(host)
        #expect(host.swipeDownSheet())
        expectSettled(host)
        #expect(navigator.state.presentations.isEmpty)
    }

    @Test("a link opens the inspector over the note it names")
    func linkToInspector() throws {
        let table = try DeepLinkTable<DeepLinkTarget<NotesRoute, Never>>(
            origins: DeepLinkOrigins(hosts: ["example.com"])
        ) {
            DeepLinkRoute("/notes/:id(int)/info") { parameters in
                let id = try parameters.int("id")
                return DeepLinkTarget.stack(root: .notes, path: [.note(id: id)])
                    .presenting(.noteInfo(id: id), style: .inspector())
            }
        }
        var state = NavigationState<NotesRoute, Never>(root: .notes)
        try state.navigate(to: try table.resolve("https://example.com/notes/7/info").value)
        #expect(state.treeDescription == "main\n  #0 notes\n  #1 note(id: 7)\n  inspector\n    #2 noteInfo(id: 7)")
    }
}
