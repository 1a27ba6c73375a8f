/// How one archive's routes are read: as the app's route type, or through its migration
/// when the archive was saved under another schema version.
///
/// `package`: a navigation log reads its routes the same way.
package struct RouteReader<Route: Hashable & Sendable & Decodable> {
    /// The migration and the archive's schema version; `nil` reads the current type.
    let migrating: (migration: RouteMigration<Route>, savedSchemaVersion: Int)?

    package init(migrating: (migration: RouteMigration<Route>, savedSchemaVersion: Int)?) {
        self.migrating = migrating
    }

    /// The route at `decoder`, or `nil` when it no longer decodes or the migration drops it.
    package func route(_ decoder: any Decoder) -> Route? {
        if let (migration, version) = migrating {
            return (try? migration.migrate(decoder, version)) ?? nil
        }
        return try? decoder.singleValueContainer().decode(Route.self)
    }

    /// The next route of a list, decoded in place (a decoder per screen was a restore's
    /// largest cost) unless a migration needs one; `nil` as `route(_:)` says.
    func route(in list: inout any UnkeyedDecodingContainer) -> Route? {
        guard migrating != nil else { return try? list.decode(Route.self) }
        return (try? list.superDecoder()).flatMap(route)
    }
}
