/// The screens of a saved stack up to the first one that could not be read.
struct SavedStack<Route: Hashable & Sendable & Decodable> {
    /// Why reading stopped.
    enum Damage {
        /// The entry is well formed but its route does not decode.
        case routeUndecodable
        /// The data is not shaped like a stack or an entry.
        case corrupt
    }

    /// The readable screens, root first; empty when the root could not be read.
    ///
    /// A missing or unreadable identity reads as `UInt64.max`, beyond the identity limit,
    /// so the restore gives the screen a new one.
    var entries: [NavigationEntry<Route>] = []
    /// Where reading stopped and why, or `nil` when every screen was read.
    var damage: (index: Int, kind: Damage)?

    /// A stack of which not even the root could be read.
    static var corrupt: SavedStack { SavedStack(damage: (0, .corrupt)) }

    private init(damage: (index: Int, kind: Damage)? = nil) { self.damage = damage }

    /// Reads a stack, root first, up to the first damage: two lists
    /// `{"ids":[N…],"routes":[ROUTE…]}` (formats 3 to 6; ids as `IdentityRuns`, a
    /// malformed list read as a missing one), or formats 1 and 2's object per screen.
    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self = .corrupt
            return
        }
        guard container.contains(.routes) else {
            self.init(screens: container, routes: routes)
            return
        }
        guard var list = try? container.nestedUnkeyedContainer(forKey: .routes) else {
            self = .corrupt
            return
        }
        var ids = (try? container.decode(IdentityRuns.self, forKey: .ids))?.makeIterator()
        self.init()
        // The list is read in place: copying it in and out of an optional for each screen
        // was a tenth of reading a stack.
        while !list.isAtEnd {
            let id = ids?.next()?.rawValue
            guard let route = routes.route(in: &list) else {
                damage = (entries.count, .routeUndecodable)
                return
            }
            entries.append(NavigationEntry(id: EntryID(rawValue: id ?? .max), route: route))
        }
        if entries.isEmpty { damage = (0, .corrupt) }
    }

    /// Reads `{"path":[ENTRY…],"root":ENTRY}`, `ENTRY = {"id":N,"route":ROUTE}`, as one
    /// list of screens whose root is kept apart.
    private init(screens container: KeyedDecodingContainer<ArchiveKey>, routes: RouteReader<Route>) {
        var root = container.valueDecoder(forKey: .root)
        var list = try? container.nestedUnkeyedContainer(forKey: .path)
        guard root != nil else {
            self = .corrupt
            return
        }
        self.init()
        while root != nil || list.map({ !$0.isAtEnd }) ?? true {
            let index = entries.count
            // A missing path, or an element the list refuses, ends the stack here.
            guard let screen = root ?? (try? list?.superDecoder()),
                let entry = try? screen.container(keyedBy: ArchiveKey.self),
                let routeDecoder = entry.valueDecoder(forKey: .route)
            else {
                damage = (index, .corrupt)
                return
            }
            root = nil
            guard let route = routes.route(routeDecoder) else {
                damage = (index, .routeUndecodable)
                return
            }
            let id = try? entry.decode(UInt64.self, forKey: .id)
            entries.append(NavigationEntry(id: EntryID(rawValue: id ?? .max), route: route))
        }
        if entries.isEmpty { damage = (0, .corrupt) }
    }
}
