import Foundation
import ModularNavigation
import Testing

@Suite("Persistence: any bytes in a split archive restore to a usable state")
struct PersistenceSplitFuzzTests {
    @Test("Every truncation of a split archive falls back with corrupt data")
    func everyTruncation() throws {
        let cases = [
            (SplitFixtures.twoColumns, SplitFixtures.fallback),
            (SplitFixtures.threeColumns, SplitFixtures.threeColumnFallback),
        ]
        for (saved, fallback) in cases {
            let bytes = Array(try saved.archived(schemaVersion: Fixtures.schema))
            for length in 0..<bytes.count {
                let result = SplitState.restore(
                    from: Data(bytes.prefix(length)), schemaVersion: Fixtures.schema, fallback: fallback)
                #expect(result.issues == [.corruptData], "prefix of \(length) bytes")
                #expect(result.state == fallback)
            }
        }
    }

    @Test("Random byte edits never crash and always give a usable state")
    func randomByteEdits() throws {
        var generator = SeededRandom(seed: 2_222)
        let pieces = Array(#"{}[],:"0123456789-.e"#.utf8) + Array("truefalsnul homeidroute_0".utf8)
        for round in 0..<1_500 {
            let threeColumns = round.isMultiple(of: 3)
            let saved = SplitFixtures.random(
                threeColumns: threeColumns, steps: Int.random(in: 0..<25, using: &generator), using: &generator)
            var bytes = Array(try saved.archived(schemaVersion: Fixtures.schema))
            let edits = Int.random(in: 1...4, using: &generator)
            ArchiveDamage.editBytes(&bytes, edits: edits, pieces: pieces, using: &generator)
            let fallback = threeColumns ? SplitFixtures.threeColumnFallback : SplitFixtures.fallback
            let result = SplitState.restore(from: Data(bytes), schemaVersion: Fixtures.schema, fallback: fallback)
            try expectUsable(result.state)
            #expect((result.outcome == .restored) == result.issues.isEmpty, "round \(round)")
        }
    }

    @Test("Wrong types, huge numbers and foreign values in any field never crash")
    func randomStructuralEdits() throws {
        var generator = SeededRandom(seed: 77)
        let replacements = [
            "null", "0", "-1", "\"x\"", "[]", "{}", "true", "false", "18446744073709551615", "1e400",
            "-9223372036854775809", #"{"gone":{}}"#, #"{"list":{}}"#, #"{"id":0,"route":{"home":{}}}"#,
            #"{"path":[],"root":{"id":0,"route":{"home":{}}}}"#,
        ]
        for round in 0..<1_500 {
            let threeColumns = round.isMultiple(of: 2)
            let saved = SplitFixtures.random(
                threeColumns: threeColumns, steps: Int.random(in: 0..<25, using: &generator), using: &generator)
            var json = Fixtures.json(saved)
            guard ArchiveDamage.replaceValue(in: &json, with: replacements, using: &generator) else { continue }
            let fallback = threeColumns ? SplitFixtures.threeColumnFallback : SplitFixtures.fallback
            let result = SplitState.restore(from: Data(json.utf8), schemaVersion: Fixtures.schema, fallback: fallback)
            try expectUsable(result.state)
            #expect((result.outcome == .restored) == result.issues.isEmpty, "round \(round)")
        }
    }

    @Test("Random edits under a migration never crash and always give a usable state")
    func editsUnderMigration() throws {
        var generator = SeededRandom(seed: 505)
        // Drops every `.settings` and every odd detail, wherever they are saved.
        let migration = RouteMigration<TestRoute> { decoder, _ in
            let route = try decoder.singleValueContainer().decode(TestRoute.self)
            switch route {
            case .settings: return nil
            case .detail(let id) where !id.isMultiple(of: 2): return nil
            default: return route
            }
        }
        for round in 0..<500 {
            let threeColumns = round.isMultiple(of: 2)
            let saved = SplitFixtures.random(
                threeColumns: threeColumns, steps: Int.random(in: 0..<30, using: &generator), using: &generator)
            let fallback = threeColumns ? SplitFixtures.threeColumnFallback : SplitFixtures.fallback
            let result = SplitState.restore(
                from: try saved.archived(schemaVersion: 0), schemaVersion: Fixtures.schema, fallback: fallback,
                migration: migration)
            try expectUsable(result.state)
            let kept = result.state.entries.map(\.route)
            #expect(!kept.contains(.settings), "round \(round)")
            #expect(!kept.contains { if case .detail(let id) = $0 { !id.isMultiple(of: 2) } else { false } })
        }
    }
}
