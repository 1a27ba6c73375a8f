/// The screens of a saved stack up to the first one that could not be read.
struct SavedStack<Route: Hashable & Sendable & Decodable> {
    /// Where and why reading stopped.
    struct Damage: Hashable {
        enum Kind: Hashable {
            /// The entry is well formed but its route does not decode.
            case routeUndecodable
            /// The data is not shaped like a stack or an entry.
            case corrupt
        }

        var index: Int
        var kind: Kind
    }

    /// The readable screens, root first; empty when the root could not be read.
    var entries: [SavedEntry<Route>] = []
    /// Where reading stopped, or `nil` when every screen was read.
    var damage: Damage?

    /// A stack of which not even the root could be read.
    static var corrupt: SavedStack { SavedStack(damage: Damage(index: 0, kind: .corrupt)) }

    private init(damage: Damage) {
        self.damage = damage
    }

    /// Reads a stack in either layout, root first, up to the first damage: two lists
    /// `{"ids":[N…],"routes":[ROUTE…]}` (formats 3 and 4), or an object per screen
    /// `{"path":[ENTRY…],"root":ENTRY}` (formats 1 and 2).
    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self = .corrupt
            return
        }
        if container.contains(.routes) {
            self.init(lists: container, routes: routes)
        } else {
            self.init(entries: container, routes: routes)
        }
    }

    /// Reads a stack written as two lists, `{"ids":[N…],"routes":[ROUTE…]}`.
    ///
    /// Identities that do not read as a list of numbers are all missing, and the restore
    /// gives the screens new ones.
    private init(lists container: KeyedDecodingContainer<ArchiveKey>, routes: RouteReader<Route>) {
        guard var list = try? container.nestedUnkeyedContainer(forKey: .routes) else {
            self = .corrupt
            return
        }
        let ids = (try? container.decode([UInt64].self, forKey: .ids)) ?? []
        while !list.isAtEnd {
            let index = entries.count
            guard let route = try? list.superDecoder() else {
                damage = Damage(index: index, kind: .corrupt)
                return
            }
            let reading: SavedEntry<Route>.Reading =
                routes.route(route).map { .entry(SavedEntry(id: index < ids.count ? ids[index] : nil, route: $0)) }
                ?? .routeUndecodable
            guard append(reading, at: index) else { return }
        }
        if entries.isEmpty { damage = Damage(index: 0, kind: .corrupt) }
    }

    /// Reads `{"path":[ENTRY…],"root":ENTRY}`.
    private init(entries container: KeyedDecodingContainer<ArchiveKey>, routes: RouteReader<Route>) {
        guard let root = container.valueDecoder(forKey: .root) else {
            self = .corrupt
            return
        }
        guard append(SavedEntry.reading(root, routes: routes), at: 0) else { return }
        guard var path = try? container.nestedUnkeyedContainer(forKey: .path) else {
            damage = Damage(index: 1, kind: .corrupt)
            return
        }
        while !path.isAtEnd {
            let index = entries.count
            guard let entry = try? path.superDecoder() else {
                damage = Damage(index: index, kind: .corrupt)
                return
            }
            guard append(SavedEntry.reading(entry, routes: routes), at: index) else { return }
        }
    }

    /// Appends a read entry, or records the damage and returns `false`.
    private mutating func append(_ reading: SavedEntry<Route>.Reading, at index: Int) -> Bool {
        switch reading {
        case .entry(let entry):
            entries.append(entry)
            return true
        case .routeUndecodable:
            damage = Damage(index: index, kind: .routeUndecodable)
        case .corrupt:
            damage = Damage(index: index, kind: .corrupt)
        }
        return false
    }
}

/// A saved screen whose route decoded; `id` is `nil` when it is missing or unreadable.
struct SavedEntry<Route: Hashable & Sendable & Decodable> {
    /// One saved entry as read.
    enum Reading {
        case entry(SavedEntry)
        case routeUndecodable
        case corrupt
    }

    var id: UInt64?
    var route: Route

    /// Reads `{"id":N,"route":ROUTE}`.
    static func reading(_ decoder: any Decoder, routes: RouteReader<Route>) -> Reading {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self),
            let route = container.valueDecoder(forKey: .route)
        else { return .corrupt }
        guard let route = routes.route(route) else { return .routeUndecodable }
        return .entry(SavedEntry(id: try? container.decode(UInt64.self, forKey: .id), route: route))
    }
}

/// A saved route as read: the app's route, or the fact that it no longer decodes.
enum SavedRoute<Route: Hashable & Sendable & Decodable> {
    case route(Route)
    case undecodable

    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        self = routes.route(decoder).map(Self.route) ?? .undecodable
    }
}
