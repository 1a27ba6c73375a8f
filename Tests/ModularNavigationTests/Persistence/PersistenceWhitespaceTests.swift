import Foundation
import ModularNavigation
import Testing

/// An archive reads the same however its JSON is laid out: these tests once held a
/// hand-written fast reader to the careful one; with one `JSONDecoder` pass left, they
/// hold the reader to JSON's own rules (a leading space changes nothing).
@Suite("Persistence: an archive restores the same whatever whitespace surrounds it")
struct PersistenceWhitespaceTests {
    /// Restores `data` as it is and with a leading space; expects the same.
    static func expectSameReadings<Route: Hashable & Sendable & Codable, Tab: Hashable & Sendable & Codable>(
        _ data: Data,
        fallback: NavigationState<Route, Tab>,
        _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> RestoreReport<Route, Tab> {
        let result = NavigationState.restore(from: data, schemaVersion: Fixtures.schema, fallback: fallback)
        let careful = NavigationState.restore(
            from: Data(" ".utf8) + data, schemaVersion: Fixtures.schema, fallback: fallback)
        #expect(result == careful, comment, sourceLocation: sourceLocation)
        return result
    }

    @Test("Random states restore whole, with or without a leading space")
    func randomStates() throws {
        var generator = SeededRandom(seed: 7)
        for _ in 0..<300 {
            let saved = TabState.random(steps: Int.random(in: 0..<40, using: &generator), using: &generator)
            let result = Self.expectSameReadings(
                try saved.archived(schemaVersion: Fixtures.schema), fallback: Fixtures.tabFallback)
            #expect(result.outcome == .restored)
            #expect(result.state == saved)
        }
        let stack = Self.expectSameReadings(
            try Fixtures.stack.archived(schemaVersion: Fixtures.schema), fallback: Fixtures.stackFallback)
        #expect(stack.outcome == .restored)
        #expect(stack.state == Fixtures.stack)
    }

    @Test("Saved tabs in another order than the app's keep the saved order the same with or without a leading space")
    func reorderedTabs() throws {
        let fallback = try TabState(tabs: [.profile, .search, .home], selectedTab: .search) { _ in .home }
        let result = Self.expectSameReadings(
            try Fixtures.tabs.archived(schemaVersion: Fixtures.schema), fallback: fallback)
        #expect(result.state.tabs?.order == [.home, .search, .profile])
        #expect(result.state.tabs?.selected == .home)
    }

    @Test("Damaged archives restore the same with or without a leading space")
    func randomByteEdits() throws {
        var generator = SeededRandom(seed: 1_234)
        let pieces = Array(#"{}[],:"\0123456789-.eE "#.utf8) + Array("truefalsnul homeidrouteh".utf8)
        for round in 0..<2_000 {
            let saved = TabState.random(steps: Int.random(in: 0..<25, using: &generator), using: &generator)
            var bytes = Array(try saved.archived(schemaVersion: Fixtures.schema))
            let edits = Int.random(in: 1...3, using: &generator)
            ArchiveDamage.editBytes(&bytes, edits: edits, pieces: pieces, using: &generator)
            _ = Self.expectSameReadings(Data(bytes), fallback: Fixtures.tabFallback, "round \(round)")
        }
        let stackBytes = Array(try Fixtures.stack.archived(schemaVersion: Fixtures.schema))
        for round in 0..<500 {
            var bytes = stackBytes
            let index = Int.random(in: bytes.indices, using: &generator)
            bytes[index] = pieces.randomElement(using: &generator) ?? 0
            _ = Self.expectSameReadings(Data(bytes), fallback: Fixtures.stackFallback, "stack round \(round)")
        }
    }

    @Test("Routes whose strings hold quotes, escapes and brackets restore exactly")
    func punctuationInRoutes() throws {
        let texts = [#"a"]},{"b"#, #"\"#, #"\\"}"#, "[[[", "}}}", "emoji 😀 and é", #"{"id":1,"route":2}"#, ""]
        let saved = NavigationState<TextRoute, Never>(
            root: .note(texts[0]), path: texts.dropFirst().map { .note($0) } + [.nested([[texts[0]], []])])
        let result = Self.expectSameReadings(
            try saved.archived(schemaVersion: Fixtures.schema),
            fallback: NavigationState<TextRoute, Never>(root: .note("")))
        #expect(result.outcome == .restored)
        #expect(result.state == saved)
    }
}

/// Routes carrying text, so that saved routes hold JSON punctuation inside strings.
enum TextRoute: Hashable, Sendable, Codable {
    case note(String)
    case nested([[String]])
}
