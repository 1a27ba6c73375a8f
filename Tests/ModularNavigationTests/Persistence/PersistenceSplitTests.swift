import Foundation
import ModularNavigation
import Testing

@Suite("Persistence: split views in format 2")
struct PersistenceSplitTests {
    @Test("A format-2 archive written before split views restored carefully still restores whole")
    func oldArchiveRestores() throws {
        let result = SplitState.restore(
            from: Data(SplitFixtures.twoColumnsArchive.utf8), schemaVersion: Fixtures.schema,
            fallback: SplitFixtures.fallback)
        #expect(result.outcome == .restored)
        #expect(result.issues.isEmpty)
        #expect(result.state == SplitFixtures.twoColumns)
        #expect(
            result.state.treeDescription
                == tree(
                    "sidebar (selected: detail(1))", "  #0 list", "detail", "  #1 detail(1)", "  #2 settings",
                    "  sheet", "    #3 picker", "    #4 list"))
    }

    @Test("The object-per-screen writer of format 2 gives the fixture's bytes; today's writes format 6")
    func layoutIsPinned() throws {
        let reference = try ReferenceArchive.data(SplitFixtures.twoColumns, schemaVersion: Fixtures.schema)
        #expect(String(decoding: reference, as: UTF8.self) == SplitFixtures.twoColumnsArchive)
        let data = try SplitFixtures.twoColumns.archived(schemaVersion: Fixtures.schema)
        #expect(String(decoding: data, as: UTF8.self).hasPrefix(#"{"formatVersion":6,"#))
    }

    @Test("Encode then decode gives an equal state, for 300 random split views of two and three columns (invariant 4)")
    func randomStatesRoundTrip() throws {
        var generator = SeededRandom(seed: 0x5_9117)
        for round in 0..<300 {
            let threeColumns = round.isMultiple(of: 2)
            let saved = SplitFixtures.random(
                threeColumns: threeColumns, steps: Int.random(in: 0..<50, using: &generator), using: &generator)
            let data = try saved.archived(schemaVersion: Fixtures.schema)
            let result = SplitState.restore(
                from: data, schemaVersion: Fixtures.schema,
                fallback: threeColumns ? SplitFixtures.threeColumnFallback : SplitFixtures.fallback)
            #expect(result.state == saved, "\(saved.treeDescription)")
            #expect(result.issues.isEmpty, "\(saved.treeDescription)")
            #expect(result.outcome == .restored)
            #expect(try result.state.archived(schemaVersion: Fixtures.schema) == data)
        }
    }

    @Test("A saved layout with another number of columns than the app's falls back with a base mismatch")
    func columnCountChanged() throws {
        let toThree = SplitState.restore(
            from: try SplitFixtures.twoColumns.archived(schemaVersion: Fixtures.schema),
            schemaVersion: Fixtures.schema, fallback: SplitFixtures.threeColumnFallback)
        #expect(toThree.issues == [.baseMismatch])
        #expect(toThree.state == SplitFixtures.threeColumnFallback)
        let toTwo = SplitState.restore(
            from: try SplitFixtures.threeColumns.archived(schemaVersion: Fixtures.schema),
            schemaVersion: Fixtures.schema, fallback: SplitFixtures.fallback)
        #expect(toTwo.issues == [.baseMismatch])
        #expect(toTwo.outcome == .fallback)
    }

    @Test("A split archive restores into a tab app as a base mismatch, and tabs into a split app")
    func otherKinds() throws {
        let intoTabs = TabState.restore(
            from: try TabState(sidebar: .list, selection: .detail(1)).archived(schemaVersion: 1), schemaVersion: 1,
            fallback: Fixtures.tabFallback)
        #expect(intoTabs.issues == [.baseMismatch])
        let intoSplit = TabState.restore(
            from: try Fixtures.tabs.archived(schemaVersion: 1), schemaVersion: 1,
            fallback: TabState(sidebar: .home))
        #expect(intoSplit.issues == [.baseMismatch])
        #expect(intoSplit.state == TabState(sidebar: .home))
    }
}
