/// A saved screen whose route decoded; `id` is `nil` when it is missing or unreadable.
struct SavedEntry<Route: Hashable & Sendable & Decodable> {
    /// One saved entry as read.
    enum Reading: Decodable {
        case entry(SavedEntry)
        case routeUndecodable
        case corrupt

        init(from decoder: any Decoder) {
            guard let container = try? decoder.container(keyedBy: ArchiveKey.self),
                let route = try? container.decode(SavedRoute<Route>.self, forKey: .route)
            else {
                self = .corrupt
                return
            }
            switch route {
            case .route(let route):
                self = .entry(SavedEntry(id: try? container.decode(UInt64.self, forKey: .id), route: route))
            case .undecodable:
                self = .routeUndecodable
            }
        }
    }

    var id: UInt64?
    var route: Route
}
