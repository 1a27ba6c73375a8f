/// How routes are read when the archive's schema differs from the app's; passed to the
/// readers through the decoder's `userInfo`.
final class RouteReading<Route: Sendable>: Sendable {
    static var userInfoKey: CodingUserInfoKey? { CodingUserInfoKey(rawValue: "ModularNavigation.RouteReading") }

    let savedSchemaVersion: Int
    let migration: RouteMigration<Route>

    init(savedSchemaVersion: Int, migration: RouteMigration<Route>) {
        self.savedSchemaVersion = savedSchemaVersion
        self.migration = migration
    }
}
