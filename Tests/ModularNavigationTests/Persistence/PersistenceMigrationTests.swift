import Foundation
import ModularNavigation
import Testing

/// The routes of the tests' app as they were at schema version 0.
private enum LegacyRoute: Hashable, Codable, Sendable {
    case home, list
    case item(Int)
    case promo
}

private struct MigrationFailed: Error {}

@Suite("Persistence: schema versions and route migration")
struct PersistenceMigrationTests {
    private let legacy: Data = {
        let state = NavigationState<LegacyRoute, Never>(root: .home, path: [.list, .item(4), .promo, .list])
        return (try? state.archived(schemaVersion: 0)) ?? Data()
    }()

    private let migration = RouteMigration<TestRoute>.decoding(LegacyRoute.self) { old, _ in
        switch old {
        case .home: .home
        case .list: .list
        case .item(let id): .detail(id)
        case .promo: nil
        }
    }

    @Test("An older schema without a migration gives a typed error and the fallback")
    func olderSchemaWithoutMigration() {
        let result = StackState.restore(from: legacy, schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(result.issues == [.schemaVersionMismatch(found: 0, expected: 1)])
        #expect(result.outcome == .fallback)
        #expect(result.state == Fixtures.stackFallback)
        #expect(result.savedSchemaVersion == 0)
    }

    @Test("A migration converts old routes and drops the ones that no longer exist")
    func migrationConvertsAndTruncates() throws {
        let result = StackState.restore(
            from: legacy, schemaVersion: 1, fallback: Fixtures.stackFallback, migration: migration)
        #expect(result.state.treeDescription == tree("main", "  #0 home", "  #1 list", "  #2 detail(4)"))
        #expect(result.issues == [.routeUndecodable(location: .main, index: 3)])
        #expect(result.outcome == .repaired)
        #expect(result.savedSchemaVersion == 0)
        try expectUsable(result.state)
    }

    @Test("A migration is told the saved schema version, for every saved route")
    func migrationSeesSavedVersion() {
        let seen = Seen()
        let recording = RouteMigration<TestRoute> { decoder, version in
            seen.add(version)
            return try decoder.singleValueContainer().decode(TestRoute.self)
        }
        let data = (try? Fixtures.stack.archived(schemaVersion: 7)) ?? Data()
        let result = StackState.restore(
            from: data, schemaVersion: 8, fallback: Fixtures.stackFallback, migration: recording)
        #expect(result.state == Fixtures.stack)
        #expect(result.issues.isEmpty)
        #expect(seen.versions == [7, 7, 7, 7, 7])
    }

    @Test("A migration that throws drops the route like one that no longer decodes")
    func throwingMigration() throws {
        let failing = RouteMigration<TestRoute> { decoder, _ in
            let route = try decoder.singleValueContainer().decode(TestRoute.self)
            if route == .settings { throw MigrationFailed() }
            return route
        }
        let result = StackState.restore(
            from: try Fixtures.stack.archived(schemaVersion: 0), schemaVersion: 1, fallback: Fixtures.stackFallback,
            migration: failing)
        #expect(result.state.treeDescription == tree("main", "  #0 home", "  #1 list", "  #2 detail(1)"))
        #expect(
            result.issues == [.routeUndecodable(location: .presented(1), index: 0), .presentationsDropped(count: 1)])
    }

    @Test("With the current schema the migration is not used")
    func currentSchemaSkipsMigration() throws {
        let never = RouteMigration<TestRoute> { _, _ in nil }
        let result = StackState.restore(
            from: try Fixtures.stack.archived(schemaVersion: 1), schemaVersion: 1, fallback: Fixtures.stackFallback,
            migration: never)
        #expect(result.state == Fixtures.stack)
        #expect(result.outcome == .restored)
    }

    @Test("A newer schema (the app was downgraded) without a migration falls back")
    func newerSchema() throws {
        let result = TabState.restore(
            from: try Fixtures.tabs.archived(schemaVersion: 3), schemaVersion: 2, fallback: Fixtures.tabFallback)
        #expect(result.issues == [.schemaVersionMismatch(found: 3, expected: 2)])
        #expect(result.state == Fixtures.tabFallback)
    }

    @Test("A tab app migrates routes in every tab and presentation")
    func tabMigration() throws {
        let renamed = RouteMigration<TestRoute> { decoder, _ in
            let route = try decoder.singleValueContainer().decode(TestRoute.self)
            return route == .picker ? .settings : route
        }
        let result = TabState.restore(
            from: try Fixtures.tabs.archived(schemaVersion: 1), schemaVersion: 2, fallback: Fixtures.tabFallback,
            migration: renamed)
        #expect(result.issues.isEmpty)
        #expect(
            result.state.treeDescription
                == Fixtures.tabs.treeDescription.replacingOccurrences(of: "#7 picker", with: "#7 settings"))
    }
}

/// Collects what a migration saw; restoring is synchronous, the lock only satisfies
/// the migration closure's `Sendable` requirement.
private final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Int] = []

    func add(_ version: Int) {
        lock.lock()
        seen.append(version)
        lock.unlock()
    }

    var versions: [Int] {
        lock.lock()
        defer { lock.unlock() }
        return seen
    }
}
