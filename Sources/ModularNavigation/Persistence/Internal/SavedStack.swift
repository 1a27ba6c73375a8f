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
    static var corrupt: SavedStack {
        var stack = SavedStack()
        stack.damage = (0, .corrupt)
        return stack
    }

    private init() {}

    /// Reads a stack in either layout, root first, up to the first damage: two lists
    /// `{"ids":[N…],"routes":[ROUTE…]}` (formats 3 to 6; ids as `IdentityRuns`, a
    /// malformed list read as a missing one), or an object per screen
    /// `{"path":[ENTRY…],"root":ENTRY}`, `ENTRY = {"id":N,"route":ROUTE}` (formats 1
    /// and 2), read as one list of screens whose root is kept apart.
    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self = .corrupt
            return
        }
        let perScreen = !container.contains(.routes)
        var root = perScreen ? container.valueDecoder(forKey: .root) : nil
        var list = try? container.nestedUnkeyedContainer(forKey: perScreen ? .path : .routes)
        var ids = perScreen ? nil : (try? container.decode(IdentityRuns.self, forKey: .ids))?.makeIterator()
        guard perScreen ? root != nil : list != nil else {
            self = .corrupt
            return
        }
        while root != nil || list.map({ !$0.isAtEnd }) ?? true {
            let index = entries.count
            var id = ids?.next()?.rawValue
            let route: Route?
            if perScreen {
                // A missing path, or an element the list refuses, ends the stack here.
                guard let screen = root ?? (try? list?.superDecoder()),
                    let entry = try? screen.container(keyedBy: ArchiveKey.self),
                    let routeDecoder = entry.valueDecoder(forKey: .route)
                else {
                    damage = (index, .corrupt)
                    return
                }
                root = nil
                route = routes.route(routeDecoder)
                id = try? entry.decode(UInt64.self, forKey: .id)
            } else {
                guard var routeList = list else { break }
                route = routes.route(in: &routeList)
                list = routeList
            }
            guard let route else {
                damage = (index, .routeUndecodable)
                return
            }
            entries.append(NavigationEntry(id: EntryID(rawValue: id ?? .max), route: route))
        }
        if entries.isEmpty { damage = (0, .corrupt) }
    }
}
