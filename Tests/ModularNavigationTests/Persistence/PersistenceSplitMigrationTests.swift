import Foundation
import ModularNavigation
import Testing

/// The routes of the tests' split app as they were at schema version 0.
private enum LegacyRoute: Hashable, Codable, Sendable {
    case home, list
    case item(Int)
    case promo
}

private typealias LegacySplit = NavigationState<LegacyRoute, Never>

@Suite("Persistence: split views under another schema version")
struct PersistenceSplitMigrationTests {
    private let migration = RouteMigration<TestRoute>.decoding(LegacyRoute.self) { old, _ in
        switch old {
        case .home: .home
        case .list: .list
        case .item(let id): .detail(id)
        case .promo: nil
        }
    }

    private func restore(_ saved: LegacySplit, fallback: SplitState = SplitFixtures.fallback) throws
        -> RestoreReport<TestRoute, Never>
    {
        SplitState.restore(
            from: try saved.archived(schemaVersion: 0), schemaVersion: Fixtures.schema, fallback: fallback,
            migration: migration)
    }

    @Test("Without a migration an older split archive falls back with a typed error")
    func withoutMigration() throws {
        let saved = LegacySplit(sidebar: .home, selection: .item(3))
        let result = SplitState.restore(
            from: try saved.archived(schemaVersion: 0), schemaVersion: Fixtures.schema,
            fallback: SplitFixtures.fallback)
        #expect(result.issues == [.schemaVersionMismatch(found: 0, expected: Fixtures.schema)])
        #expect(result.state == SplitFixtures.fallback)
        #expect(result.savedSchemaVersion == 0)
    }

    @Test("The sidebar, the selection, the detail stack and the presentations all migrate")
    func everythingMigrates() throws {
        var saved = LegacySplit(sidebar: .home, selection: .item(3), detailPath: [.list])
        try saved.perform(.present(.item(9), .fullScreenCover))
        let result = try restore(saved)
        #expect(result.issues.isEmpty)
        #expect(result.outcome == .restored)
        #expect(result.savedSchemaVersion == 0)
        #expect(
            result.state.treeDescription
                == tree(
                    "sidebar (selected: detail(3))", "  #0 home", "detail", "  #1 detail(3)", "  #2 list",
                    "  fullScreenCover", "    #3 detail(9)"))
        try expectUsable(result.state)
    }

    @Test("A detail route that no longer exists truncates the detail stack there, without what was over it")
    func detailTruncated() throws {
        var saved = LegacySplit(sidebar: .home, selection: .item(3), detailPath: [.list, .promo, .list])
        try saved.perform(.present(.home, .sheet()))
        let result = try restore(saved)
        #expect(result.issues == [.routeUndecodable(location: .detail, index: 2), .presentationsDropped(count: 1)])
        #expect(result.outcome == .repaired)
        #expect(
            result.state.treeDescription
                == tree("sidebar (selected: detail(3))", "  #0 home", "detail", "  #1 detail(3)", "  #2 list"))
        try expectUsable(result.state)
    }

    @Test("A selection that no longer exists clears the selection and the detail, and is reported")
    func selectionGone() throws {
        var saved = LegacySplit(sidebar: .home, selection: .promo, detailPath: [.list])
        try saved.perform(.present(.home, .sheet()))
        let result = try restore(saved)
        #expect(result.issues == [.selectionUndecodable, .presentationsDropped(count: 1)])
        #expect(result.state.treeDescription == tree("sidebar", "  #0 home"))
        #expect(result.state.split?.detail == nil)
        try expectUsable(result.state)
    }

    @Test("A content selection that no longer exists clears it and the detail, and keeps the sidebar's")
    func contentSelectionGone() throws {
        var saved = try LegacySplit(sidebar: .home, selection: .list, contentSelection: .promo, detailPath: [.list])
        try saved.perform(.present(.home, .sheet()))
        let result = try restore(saved, fallback: SplitFixtures.threeColumnFallback)
        #expect(result.issues == [.contentSelectionUndecodable, .presentationsDropped(count: 1)])
        #expect(result.state.treeDescription == tree("sidebar (selected: list)", "  #0 home"))
        #expect(result.state.split?.contentSelection == nil)
        try expectUsable(result.state)
    }

    @Test("A lost selection keeps what was presented over the sidebar, which is still the base stack")
    func sidebarPresentationsKept() throws {
        var saved = try LegacySplit(sidebar: .home, selection: .promo, contentSelection: nil)
        try saved.perform(.present(.list, .sheet()))
        let result = try restore(saved, fallback: SplitFixtures.threeColumnFallback)
        #expect(result.issues == [.selectionUndecodable])
        #expect(result.state.treeDescription == tree("sidebar", "  #0 home", "  sheet", "    #1 list"))
        try expectUsable(result.state)
    }

    @Test("A sidebar whose root no longer exists gives the fallback")
    func sidebarRootGone() throws {
        let result = try restore(LegacySplit(sidebar: .promo, selection: .item(1)))
        #expect(result.issues == [.routeUndecodable(location: .sidebar, index: 0)])
        #expect(result.outcome == .fallback)
        #expect(result.state == SplitFixtures.fallback)
    }
}
