import Foundation
import ModularNavigation
import Testing

@Suite("Persistence: any bytes restore to a usable state")
struct PersistenceFuzzTests {
    @Test("Every truncation of an archive falls back with corrupt data")
    func everyTruncation() {
        let stackBytes = Array(Fixtures.json(Fixtures.stack).utf8)
        for length in 0..<stackBytes.count {
            let result = StackState.restore(
                from: Data(stackBytes.prefix(length)), schemaVersion: 1, fallback: Fixtures.stackFallback)
            #expect(result.issues == [.corruptData], "prefix of \(length) bytes")
            #expect(result.state == Fixtures.stackFallback)
        }
        let tabBytes = Array(Fixtures.json(Fixtures.tabs).utf8)
        for length in 0..<tabBytes.count {
            let result = TabState.restore(
                from: Data(tabBytes.prefix(length)), schemaVersion: 1, fallback: Fixtures.tabFallback)
            #expect(result.issues == [.corruptData], "prefix of \(length) bytes")
            #expect(result.state == Fixtures.tabFallback)
        }
    }

    @Test("Random byte edits never crash and always give a usable state")
    func randomByteEdits() throws {
        var generator = SeededRandom(seed: 42)
        let pieces = Array(#"{}[],:"0123456789-.e"#.utf8) + Array("truefalsnul homeid".utf8)
        for round in 0..<2_000 {
            let saved = TabState.random(steps: Int.random(in: 0..<25, using: &generator), using: &generator)
            var bytes = Array(try saved.archived(schemaVersion: 1))
            let edits = Int.random(in: 1...4, using: &generator)
            ArchiveDamage.editBytes(&bytes, edits: edits, pieces: pieces, using: &generator)
            let result = TabState.restore(from: Data(bytes), schemaVersion: 1, fallback: Fixtures.tabFallback)
            try expectUsable(result.state)
            #expect((result.outcome == .restored) == result.issues.isEmpty, "round \(round)")
        }
    }

    @Test("Random structural edits never crash and always give a usable state")
    func randomStructuralEdits() throws {
        var generator = SeededRandom(seed: 7)
        let replacements = [
            "null", "0", "-1", "\"x\"", "[]", "{}", "true", "18446744073709551615", #"{"gone":{}}"#,
            #"{"id":0,"route":{"home":{}}}"#,
        ]
        for _ in 0..<1_000 {
            let saved = TabState.random(steps: Int.random(in: 0..<25, using: &generator), using: &generator)
            var json = Fixtures.json(saved)
            guard ArchiveDamage.replaceValue(in: &json, with: replacements, using: &generator) else { continue }
            let result = TabState.restore(from: Data(json.utf8), schemaVersion: 1, fallback: Fixtures.tabFallback)
            try expectUsable(result.state)
        }
    }
}
