/// One saved route as read: the app's route, or the fact that it no longer decodes.
///
/// Under another schema version the route is read through the app's `RouteMigration`
/// (passed in the decoder's `userInfo`, see `RouteReading`); a migration that returns
/// `nil` or throws makes the route undecodable, like a route the app no longer has.
enum SavedRoute<Route: Hashable & Sendable & Decodable>: Decodable {
    case route(Route)
    case undecodable

    init(from decoder: any Decoder) {
        let route: Route??
        if let key = RouteReading<Route>.userInfoKey, let reading = decoder.userInfo[key] as? RouteReading<Route> {
            route = try? reading.migration.migrate(decoder, reading.savedSchemaVersion)
        } else {
            route = try? decoder.singleValueContainer().decode(Route.self)
        }
        self = route.flatMap { $0 }.map(Self.route) ?? .undecodable
    }
}
