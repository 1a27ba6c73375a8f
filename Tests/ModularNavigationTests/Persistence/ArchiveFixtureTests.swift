import Foundation
import ModularNavigation
import Synchronization
import Testing

/// Archives written by earlier versions restore to the states that wrote them, and
/// today's archives of those states restore to them too.
@MainActor
@Suite("Persistence: archives written by earlier versions restore")
struct ArchiveFixtureTests {
    private static func restored<Tab: Codable>(
        _ archive: String,
        fallback: NavigationState<TestRoute, Tab>,
        schema: Int = Fixtures.schema,
        migration: RouteMigration<TestRoute>? = nil
    ) -> RestoreReport<TestRoute, Tab> {
        NavigationState.restore(
            from: Data(archive.utf8), schemaVersion: schema, fallback: fallback, migration: migration)
    }

    /// Expects the archive to restore whole to `state`; the fixtures of formats 1 and 2 are
    /// also the bytes the object-per-screen writer gives, and today's archive of `state`
    /// restores to it too.
    private static func expectWhole<Tab: Codable>(
        _ archive: String,
        _ state: NavigationState<TestRoute, Tab>,
        fallback: NavigationState<TestRoute, Tab>,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let result = restored(archive, fallback: fallback)
        #expect(result.outcome == .restored, sourceLocation: sourceLocation)
        #expect(result.issues.isEmpty, sourceLocation: sourceLocation)
        #expect(result.state == state, sourceLocation: sourceLocation)
        let reference = String(
            decoding: try ReferenceArchive.data(state, schemaVersion: Fixtures.schema), as: UTF8.self)
        #expect(reference == archive, sourceLocation: sourceLocation)
        let today = restored(
            String(decoding: try state.archived(schemaVersion: Fixtures.schema), as: UTF8.self), fallback: fallback)
        #expect(today.outcome == .restored, sourceLocation: sourceLocation)
        #expect(today.state == state, sourceLocation: sourceLocation)
    }

    @Test("one stack with a sheet of numeric detents, an anchored popover and a cover restores whole")
    func stackWithLayers() throws {
        try Self.expectWhole(
            ArchiveFixtures.stackWithLayersArchive, ArchiveFixtures.stackWithLayers, fallback: Fixtures.stackFallback)
    }

    @Test("tabs with history and a popover over the selected tab restore whole")
    func tabs() throws {
        try Self.expectWhole(ArchiveFixtures.tabsArchive, ArchiveFixtures.tabs, fallback: Fixtures.tabFallback)
    }

    @Test("tabs with a stack above them and a sheet hung off it restore whole")
    func tabsWithAbove() throws {
        try Self.expectWhole(
            ArchiveFixtures.tabsWithAboveArchive, ArchiveFixtures.tabsWithAbove, fallback: Fixtures.tabFallback)
    }

    @Test("tabs whose stacks hold identities with gaps, under a sheet with an id, restore whole")
    func tabsAfterPops() throws {
        try Self.expectWhole(
            ArchiveFixtures.tabsAfterPopsArchive, ArchiveFixtures.tabsAfterPops, fallback: Fixtures.tabFallback)
    }

    @Test("today's archive writes each stack as two lists with runs, format 5; it and format 3 restore whole")
    func tabsAfterPopsToday() throws {
        let state = ArchiveFixtures.tabsAfterPops
        let written = String(decoding: try state.archived(schemaVersion: Fixtures.schema), as: UTF8.self)
        #expect(written == ArchiveFixtures.tabsAfterPopsFormat5Archive)
        for archive in [ArchiveFixtures.tabsAfterPopsFormat3Archive, ArchiveFixtures.tabsAfterPopsFormat5Archive] {
            let result = Self.restored(archive, fallback: Fixtures.tabFallback)
            #expect(result.outcome == .restored)
            #expect(result.state == state)
            #expect(result.state.entries.map(\.id) == state.entries.map(\.id))
        }
    }

    @Test("a two-column split view with a detail stack and a popover restores whole")
    func twoColumns() throws {
        try Self.expectWhole(
            ArchiveFixtures.twoColumnsArchive, ArchiveFixtures.twoColumns, fallback: SplitFixtures.fallback)
    }

    @Test("a three-column split view with a content selection restores whole")
    func threeColumns() throws {
        try Self.expectWhole(
            ArchiveFixtures.threeColumnsArchive, ArchiveFixtures.threeColumns,
            fallback: SplitFixtures.threeColumnFallback)
    }

    @Test("a state saved with an alert open restores without the alert, every screen kept")
    func dialogIsNotSaved() throws {
        var expected = ArchiveFixtures.stackWithDialog
        try expected.perform(.dismissDialog())
        let result = Self.restored(ArchiveFixtures.stackWithDialogArchive, fallback: Fixtures.stackFallback)
        #expect(result.outcome == .restored)
        #expect(result.state.dialog == nil)
        #expect(result.state == expected)
    }

    @Test("routes saved under an older schema migrate; a route the migration drops truncates its stack there")
    func legacySchemaMigrates() throws {
        let result = Self.restored(
            ArchiveFixtures.legacyTabsArchive, fallback: Fixtures.tabFallback, schema: 2,
            migration: ArchiveFixtures.migration)
        #expect(result.outcome == .repaired)
        #expect(result.savedSchemaVersion == 1)
        #expect(result.issues == [.routeUndecodable(location: .tab(.search), index: 2)])
        let state = result.state
        #expect(state.selectedTab == .search)
        #expect(state.stack(at: .tab(.home))?.entries.map(\.route) == [.home, .detail(5), .list])
        #expect(state.stack(at: .tab(.search))?.entries.map(\.route) == [.home, .detail(9)])
        #expect(state.stack(at: .tab(.profile))?.entries.map(\.route) == [.home])
        #expect(state.entries.map(\.id.rawValue) == [0, 3, 4, 1, 5, 2])
    }

    @Test("an archive saved under the app's own schema version never runs the migration")
    func equalSchemaSkipsMigration() throws {
        let calls = Mutex(0)
        let counting = RouteMigration<TestRoute> { decoder, _ in
            calls.withLock { $0 += 1 }
            return try decoder.singleValueContainer().decode(TestRoute.self)
        }
        let result = Self.restored(
            ArchiveFixtures.tabsSchema2Archive, fallback: Fixtures.tabFallback, schema: 2, migration: counting)
        #expect(result.outcome == .restored)
        #expect(result.state == ArchiveFixtures.tabs)
        #expect(calls.withLock { $0 } == 0)
    }

    @Test("an archive saved under another schema without a migration gives the fallback and says why")
    func otherSchemaWithoutMigration() {
        let result = Self.restored(ArchiveFixtures.tabsSchema2Archive, fallback: Fixtures.tabFallback)
        #expect(result.outcome == .fallback)
        #expect(result.issues == [.schemaVersionMismatch(found: 2, expected: 1)])
        #expect(result.state == Fixtures.tabFallback)
    }

    @Test("a saved window list restores every window, its order and the frontmost one")
    func windowList() throws {
        let windows = try WindowFixtures.windows()
        let result = windows.restoreWindows(
            from: Data(ArchiveFixtures.windowsArchive.utf8), schemaVersion: 1,
            fallback: NavigationState(root: ShopRoute.home))
        #expect(result.issues.isEmpty)
        #expect(Set(result.windows.keys) == [WindowFixtures.id(1), WindowFixtures.id(2)])
        #expect(windows.windowIDs == [WindowFixtures.id(1), WindowFixtures.id(2)])
        #expect(windows.frontmostWindow == WindowFixtures.id(2))
        let first = windows.navigator(for: WindowFixtures.id(1))?.state
        #expect(first == NavigationState(root: .home, path: [.product(1)]))
        let second = windows.navigator(for: WindowFixtures.id(2))?.state
        #expect(second?.entries.map(\.route) == [.account, .cart])
        #expect(second?.presentations.first?.style == .sheet())
    }
}
