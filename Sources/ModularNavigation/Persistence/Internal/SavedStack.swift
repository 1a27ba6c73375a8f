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

    /// Reads `{"path":[ENTRY…],"root":ENTRY}`, root first, up to the first damage.
    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self),
            let root = container.valueDecoder(forKey: .root)
        else {
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

/// A saved presentation; `style` is `nil` when it does not decode, or holds a number
/// the state does not accept (see ``PresentationStyle/hasFiniteNumbers``).
struct SavedPresentation<Route: Hashable & Sendable & Decodable> {
    var style: PresentationStyle?
    var stack: SavedStack<Route>

    init(style: PresentationStyle?, stack: SavedStack<Route>) {
        self.style = style
        self.stack = stack
    }

    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self.init(style: nil, stack: .corrupt)
            return
        }
        let style = try? container.decode(PresentationStyle.self, forKey: .style)
        self.init(
            style: style.flatMap { $0.hasFiniteNumbers ? $0 : nil },
            stack: container.valueDecoder(forKey: .stack).map { SavedStack($0, routes: routes) } ?? .corrupt
        )
    }
}

/// A saved tab and what it held; `tab` is `nil` when it does not decode as a tab of the
/// app.
struct SavedTabItem<Route: Hashable & Sendable & Decodable, Tab: Decodable> {
    /// What a saved tab held.
    enum Content {
        case stack(SavedStack<Route>)
        /// A split view; `nil` when its field is not an object.
        case split(SavedSplit<Route>?)
    }

    var tab: Tab?
    var content: Content

    init(tab: Tab?, content: Content) {
        self.tab = tab
        self.content = content
    }

    /// Reads `{"stack":STACK,"tab":TAB}`, or `{"split":SPLIT,"tab":TAB}` for a tab that
    /// held a split view.
    init(_ decoder: any Decoder, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self.init(tab: nil, content: .stack(.corrupt))
            return
        }
        let tab = try? container.decode(Tab.self, forKey: .tab)
        if container.contains(.split) {
            let split = container.valueDecoder(forKey: .split).flatMap { SavedSplit($0, routes: routes) }
            self.init(tab: tab, content: .split(split))
            return
        }
        let stack = container.valueDecoder(forKey: .stack).map { SavedStack($0, routes: routes) } ?? .corrupt
        self.init(tab: tab, content: .stack(stack))
    }
}
