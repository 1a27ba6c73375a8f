/// Reads routes saved under an older (or newer) schema version of the app.
///
/// A migration runs only when an archive's schema version differs from the app's: then
/// every saved route is read through it instead of the current route type. An archive
/// saved under the app's own schema version reads its routes as the current type and
/// never calls the migration. Returning `nil` or throwing
/// means the route no longer exists; restoration then handles it like any route that
/// no longer decodes (see ``RestoreIssue/routeUndecodable(location:index:)``). Tabs
/// are always read with the app's current tab type.
///
/// ```swift
/// let migration = RouteMigration<AppRoute>.decoding(AppRouteV1.self) { old, _ in
///     switch old {
///     case .profile(let id): .account(.profile(id))
///     case .legacyPromo: nil
///     }
/// }
/// let result = NavigationState.restore(
///     from: data, schemaVersion: 2, fallback: .initial, migration: migration)
/// ```
public struct RouteMigration<Route: Sendable>: Sendable {
    let migrate: @Sendable (_ decoder: any Decoder, _ savedSchemaVersion: Int) throws -> Route?

    /// Creates a migration that reads one saved route from a decoder.
    ///
    /// - Parameter migrate: Given a decoder positioned at one saved route and the
    ///   archive's schema version, returns the route to restore, or `nil` to drop it. The
    ///   arguments come in the same order as ``decoding(_:transform:)``'s.
    public init(_ migrate: @escaping @Sendable (_ decoder: any Decoder, _ savedSchemaVersion: Int) throws -> Route?) {
        self.migrate = migrate
    }

    /// Creates a migration that decodes each saved route as an older route type and
    /// converts it.
    ///
    /// - Parameters:
    ///   - legacy: The route type the app saved under the older schema.
    ///   - transform: Converts a saved route, given the archive's schema version; `nil`
    ///     drops it.
    public static func decoding<Legacy: Decodable & Sendable>(
        _ legacy: Legacy.Type,
        transform: @escaping @Sendable (Legacy, _ savedSchemaVersion: Int) -> Route?
    ) -> RouteMigration {
        RouteMigration { decoder, version in
            try transform(decoder.singleValueContainer().decode(Legacy.self), version)
        }
    }
}
