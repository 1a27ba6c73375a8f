import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
private final class Draft {}

@MainActor
@Suite("One sheet of a kind (issue 24 item 4)")
struct OneSheetOfAKindTests {
    private let editor = SheetOptions(detents: [.large], id: "editor")

    @Test("a second sheet with the id of one that is up is refused, reported, and the first keeps its draft")
    func keepRefusesTheSecond() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .sheet(editor))
        let sheet = navigator.topStack.root.id
        let draft = navigator.client(for: sheet).screenObject { Draft() }
        let before = navigator.state
        let events = NavigationEventRecorder(navigator)

        navigator.client(for: sheet).presentSheet(.settings, options: editor)
        navigator.present(.list, style: .sheet(editor))

        #expect(navigator.state == before)
        #expect(navigator.client(for: sheet).screenObject { Draft() } === draft)
        #expect(
            events.events == [
                .refused(.present(.settings, .sheet(editor), from: sheet), .sheetAlreadyPresented(id: "editor")),
                .refused(.present(.list, .sheet(editor)), .sheetAlreadyPresented(id: "editor")),
            ])
    }

    @Test("a sheet that replaces dismisses the one with its id, with what covers it, and takes its place")
    func replaceTakesThePlace() throws {
        var replacing = editor
        replacing.replacesExisting = true
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .sheet(editor))
        let first = navigator.topStack.root.id
        navigator.present(.picker)
        weak var released: Draft?
        do { released = navigator.client(for: first).screenObject { Draft() } }

        navigator.present(.list, style: .sheet(replacing))

        #expect(navigator.state.presentations.count == 1)
        #expect(navigator.topStack.root.route == .list)
        #expect(!navigator.state.contains(first))
        #expect(released == nil)
    }

    @Test("sheets without an id, and sheets with other ids, stack as before")
    func othersStack() {
        let navigator = Navigator(root: TestRoute.home)
        navigator.present(.settings, style: .sheet(editor))
        navigator.present(.list)
        navigator.present(.list)
        navigator.present(.picker, style: .sheet(SheetOptions(id: "picker")))
        #expect(navigator.state.presentations.count == 4)
    }

    @Test("the id and the rule are saved and restored with the sheet")
    func persisted() throws {
        var replacing = editor
        replacing.replacesExisting = true
        var state = NavigationState(root: TestRoute.home)
        try state.perform(.present(.settings, .sheet(replacing)))

        #expect(try JSONDecoder().decode(StackState.self, from: JSONEncoder().encode(state)) == state)
        let restored = StackState.restore(
            from: try state.archived(schemaVersion: 1), schemaVersion: 1, fallback: NavigationState(root: .home))
        #expect(restored.state.presentations.first?.style.sheetOptions?.id == "editor")
        #expect(restored.state.presentations.first?.style.sheetOptions?.replacesExisting == true)
        // Options saved before the id existed read back without one.
        let old = try JSONDecoder().decode(
            SheetOptions.self,
            from: Data(#"{"detents":[],"dragIndicator":"automatic","interactiveDismissDisabled":false}"#.utf8))
        #expect(old.id == nil && old.replacesExisting == false)
        // The rule is archived by name; a name this version does not know is corrupt data.
        func options(rule: String) throws -> SheetOptions {
            try JSONDecoder().decode(
                SheetOptions.self,
                from: Data(
                    #"{"detents":[],"dragIndicator":"automatic","interactiveDismissDisabled":false,"id":"a","whenAlreadyPresented":"\#(rule)"}"#
                        .utf8))
        }
        #expect(try options(rule: "keep").replacesExisting == false)
        #expect(try options(rule: "replace").replacesExisting == true)
        #expect(throws: DecodingError.self) { try options(rule: "stack") }
    }

    @Test("in the headless host, a replacing sheet is drawn as one sheet once settled")
    func hostDrawsOneSheet() {
        var replacing = editor
        replacing.replacesExisting = true
        let navigator = Navigator(root: TestRoute.home)
        let host = HeadlessHost(navigator: navigator)
        navigator.present(.settings, style: .sheet(editor))
        expectSettled(host)
        navigator.present(.list, style: .sheet(replacing))
        expectSettled(host)
        #expect(host.drawn.presentations.count == 1)
        #expect(host.topScreen.route == .list)
    }
}
