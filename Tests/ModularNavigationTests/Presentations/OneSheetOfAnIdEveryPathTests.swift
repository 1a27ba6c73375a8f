import Foundation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

@testable import ModularNavigation

/// One sheet of an id holds on every path into the state, not only for `present`: a
/// whole state from outside is refused (replaced, adopted, decoded) or repaired and
/// reported (restored, from one archive or in a window), never shown with two.
@MainActor
@Suite("One sheet of an id on every path (issue 44, class 3)")
struct OneSheetOfAnIdEveryPathTests {
    private static let first = SheetOptions(detents: [.large], id: "editor")
    private static let second = SheetOptions(detents: [.medium], id: "viewer")

    /// Home with two sheets of other ids, one over the other.
    private static var twoSheets: StackState {
        var state = StackState(root: .home)
        Fixtures.perform(&state, .present(.settings, .sheet(first)), .present(.list, .sheet(second)))
        return state
    }

    /// The same two sheets sharing one id, as no action makes them: built from the
    /// state's own parts, as a hostile archive or a hand-written value would hold them.
    private static var sameID: StackState {
        let state = twoSheets
        var presentations = state.presentations
        presentations[1] = NavigationPresentation(style: .sheet(first), stack: presentations[1].stack)
        return StackState(base: state.base, presentations: presentations, nextID: state.nextID)
    }

    /// `text` with the second sheet's id made the first's.
    private static func repeatingTheID(_ text: String) -> String {
        text.replacingOccurrences(of: #""viewer""#, with: #""editor""#)
    }

    @Test("replaceState and adopt refuse a state with two sheets of one id, typed, and change nothing")
    func wholeStatesRefused() {
        for action in [NavigationAction<TestRoute, Never>.replaceState(Self.sameID), .adopt(Self.sameID)] {
            var state = StackState(root: .home)
            #expect(throws: NavigationError.sheetAlreadyPresented(id: "editor")) { try state.perform(action) }
            #expect(state == StackState(root: .home))

            let navigator = Navigator(StackState(root: .home))
            let events = NavigationEventRecorder(navigator)
            #expect(!navigator.perform(action))
            #expect(navigator.state == StackState(root: .home))
            #expect(events.events == [.refused(action, .sheetAlreadyPresented(id: "editor"))])
        }
    }

    @Test("strict decoding refuses two sheets of one id; the same state with other ids decodes")
    func decodingRefuses() throws {
        let text = String(decoding: try JSONEncoder().encode(Self.twoSheets), as: UTF8.self)
        #expect(try JSONDecoder().decode(StackState.self, from: Data(text.utf8)) == Self.twoSheets)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(StackState.self, from: Data(Self.repeatingTheID(text).utf8))
        }
    }

    @Test("a restore keeps the first sheet of an id, drops the second with what hung off it, and reports it")
    func restoreRepairs() throws {
        var saved = Self.twoSheets
        Fixtures.perform(&saved, .present(.picker, .fullScreenCover))
        let archive = Self.repeatingTheID(Fixtures.json(saved))

        let report = StackState.restore(
            from: Data(archive.utf8), schemaVersion: Fixtures.schema, fallback: Fixtures.stackFallback)

        #expect(report.outcome == .repaired)
        #expect(report.issues == [.duplicateSheet(id: "editor", level: 2), .presentationsDropped(count: 2)])
        #expect(report.state.presentations.map(\.style) == [.sheet(Self.first)])
        #expect(report.state.firstRepeatedSheet == nil)

        let navigator = Navigator(Fixtures.stackFallback)
        let restored = navigator.restore(
            from: Data(archive.utf8), schemaVersion: Fixtures.schema, fallback: Fixtures.stackFallback)
        #expect(restored.issues == report.issues)
        #expect(navigator.state.presentations.count == 1)
    }

    @Test("a window restored from such an archive shows one sheet and reports the repair")
    func windowRepairs() throws {
        let archive = Self.repeatingTheID(Fixtures.json(Self.twoSheets))
        let windows = NavigationWindows<TestRoute, Never> { NavigationState(root: $0) }
        var reported: [RestoreIssue<Never>] = []
        windows.addEventObserver { event in
            if case .navigation(_, .restored(_, let issues)) = event { reported = issues }
        }
        let navigator = windows.connectWindow(
            NavigationWindowID(), restoring: Data(archive.utf8), schemaVersion: Fixtures.schema,
            fallback: Fixtures.stackFallback)
        #expect(navigator.state.presentations.count == 1)
        #expect(reported == [.duplicateSheet(id: "editor", level: 2), .presentationsDropped(count: 1)])
        #expect(navigator.state.firstRepeatedSheet == nil)
    }

    @Test("a log whose start holds two sheets of one id is refused, typed, when read")
    func logRefuses() throws {
        let navigator = Navigator(Self.twoSheets)
        var text = ""
        let writer = try NavigationLogWriter(navigator, schemaVersion: Fixtures.schema) { text += $0 }
        navigator.push(.detail(1))
        writer.stop()
        #expect(text.contains("viewer"))
        #expect(throws: Never.self) {
            try NavigationLog(jsonLines: text, schemaVersion: Fixtures.schema, fallback: Fixtures.stackFallback)
        }
        #expect(throws: NavigationLogError.self) {
            try NavigationLog(
                jsonLines: text.replacingOccurrences(of: "viewer", with: "editor"), schemaVersion: Fixtures.schema,
                fallback: Fixtures.stackFallback)
        }
    }
}
