/// A saved screen whose route decoded; `id` is `nil` when it is missing or unreadable.
struct SavedEntry<Route: Hashable & Sendable & Decodable> {
    /// One saved entry as read.
    enum Reading: Decodable {
        case entry(SavedEntry)
        case routeUndecodable
        case corrupt

        init(from decoder: any Decoder) {
            guard let container = try? decoder.container(keyedBy: ArchiveKey.self), container.contains(.route) else {
                self = .corrupt
                return
            }
            guard let route = Self.route(in: container, reading: Self.reading(decoder)) else {
                self = .routeUndecodable
                return
            }
            self = .entry(SavedEntry(id: try? container.decode(UInt64.self, forKey: .id), route: route))
        }

        private static func reading(_ decoder: any Decoder) -> RouteReading<Route>? {
            guard let key = RouteReading<Route>.userInfoKey else { return nil }
            return decoder.userInfo[key] as? RouteReading<Route>
        }

        private static func route(in container: KeyedDecodingContainer<ArchiveKey>, reading: RouteReading<Route>?)
            -> Route?
        {
            guard let reading else { return try? container.decode(Route.self, forKey: .route) }
            guard let decoder = try? container.superDecoder(forKey: .route) else { return nil }
            return (try? reading.migration.migrate(decoder, reading.savedSchemaVersion)) ?? nil
        }
    }

    var id: UInt64?
    var route: Route
}
