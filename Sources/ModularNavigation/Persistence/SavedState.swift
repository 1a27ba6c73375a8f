// Lenient readers for the archive layout written by `ArchiveWriter`.
//
// Each reader's `init(from:)` never throws: it keeps what it can read and records where
// reading stopped, so that one bad route costs its screen and what sits above it, not
// the whole state. `RestoreBuilder` turns what was read into a valid state.

/// The envelope's version fields, read before anything else.
struct ArchiveHeader: Decodable {
    var formatVersion: Int?
    var schemaVersion: Int?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ArchiveKey.self)
        formatVersion = try? container.decode(Int.self, forKey: .formatVersion)
        schemaVersion = try? container.decode(Int.self, forKey: .schemaVersion)
    }
}

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

/// The envelope's state field.
struct ArchiveBody<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable>: Decodable {
    var state: SavedState<Route, Tab>

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ArchiveKey.self)
        state = try container.decode(SavedState<Route, Tab>.self, forKey: .state)
    }
}

/// A saved state as far as it could be read.
struct SavedState<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable>: Decodable {
    enum Base {
        case stack(SavedStack<Route>)
        /// `items` is `nil` when the list is missing or is not a list.
        case tabs(items: [SavedTabItem<Route, Tab>]?, selectedIndex: Int?)
        /// Neither a stack nor tabs, or both.
        case unreadable
    }

    var nextID: UInt64?
    var base: Base
    /// `nil` when the list is missing or is not a list.
    var presentations: [SavedPresentation<Route>]?

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ArchiveKey.self)
        nextID = try? container.decode(UInt64.self, forKey: .nextID)
        switch (container.contains(.stack), container.contains(.tabs)) {
        case (true, false):
            base = .stack((try? container.decode(SavedStack<Route>.self, forKey: .stack)) ?? SavedStack(corruptAt: 0))
        case (false, true):
            base = Self.readTabs(container)
        default:
            base = .unreadable
        }
        presentations = Self.readList(
            container, forKey: .presentations,
            unreadable: SavedPresentation(style: nil, stack: SavedStack(corruptAt: 0)))
    }

    private static func readTabs(_ container: KeyedDecodingContainer<ArchiveKey>) -> Base {
        guard let tabs = try? container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .tabs) else {
            return .tabs(items: nil, selectedIndex: nil)
        }
        let items = readList(
            tabs, forKey: .items, unreadable: SavedTabItem<Route, Tab>(tab: nil, stack: SavedStack(corruptAt: 0)))
        return .tabs(items: items, selectedIndex: try? tabs.decode(Int.self, forKey: .selectedIndex))
    }

    /// Reads a list of lenient elements; an element the container refuses outright ends
    /// the list with `unreadable`, so that the loss is still reported.
    private static func readList<Element: Decodable>(
        _ container: KeyedDecodingContainer<ArchiveKey>,
        forKey key: ArchiveKey,
        unreadable: Element
    ) -> [Element]? {
        guard var list = try? container.nestedUnkeyedContainer(forKey: key) else { return nil }
        var elements: [Element] = []
        while !list.isAtEnd {
            guard let element = try? list.decode(Element.self) else {
                elements.append(unreadable)
                break
            }
            elements.append(element)
        }
        return elements
    }
}

/// A saved tab and its stack; `tab` is `nil` when it does not decode as a tab of the app.
struct SavedTabItem<Route: Hashable & Sendable & Decodable, Tab: Decodable>: Decodable {
    var tab: Tab?
    var stack: SavedStack<Route>

    init(tab: Tab?, stack: SavedStack<Route>) {
        self.tab = tab
        self.stack = stack
    }

    init(from decoder: any Decoder) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self.init(tab: nil, stack: SavedStack(corruptAt: 0))
            return
        }
        self.init(
            tab: try? container.decode(Tab.self, forKey: .tab),
            stack: (try? container.decode(SavedStack<Route>.self, forKey: .stack)) ?? SavedStack(corruptAt: 0)
        )
    }
}

/// A saved presentation; `style` is `nil` when it does not decode.
struct SavedPresentation<Route: Hashable & Sendable & Decodable>: Decodable {
    var style: PresentationStyle?
    var stack: SavedStack<Route>

    init(style: PresentationStyle?, stack: SavedStack<Route>) {
        self.style = style
        self.stack = stack
    }

    init(from decoder: any Decoder) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self.init(style: nil, stack: SavedStack(corruptAt: 0))
            return
        }
        self.init(
            style: try? container.decode(PresentationStyle.self, forKey: .style),
            stack: (try? container.decode(SavedStack<Route>.self, forKey: .stack)) ?? SavedStack(corruptAt: 0)
        )
    }
}

/// The screens of a saved stack up to the first one that could not be read.
struct SavedStack<Route: Hashable & Sendable & Decodable>: Decodable {
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
    var entries: [SavedEntry<Route>]
    /// Where reading stopped, or `nil` when every screen was read.
    var damage: Damage?

    init(corruptAt index: Int) {
        entries = []
        damage = Damage(index: index, kind: .corrupt)
    }

    init(from decoder: any Decoder) {
        entries = []
        damage = nil
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            damage = Damage(index: 0, kind: .corrupt)
            return
        }
        guard let root = try? container.decode(SavedEntry<Route>.Reading.self, forKey: .root) else {
            damage = Damage(index: 0, kind: .corrupt)
            return
        }
        guard append(root, at: 0) else { return }
        guard var path = try? container.nestedUnkeyedContainer(forKey: .path) else {
            damage = Damage(index: 1, kind: .corrupt)
            return
        }
        while !path.isAtEnd {
            let index = entries.count
            guard let entry = try? path.decode(SavedEntry<Route>.Reading.self) else {
                damage = Damage(index: index, kind: .corrupt)
                return
            }
            guard append(entry, at: index) else { return }
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
            return (try? reading.migration.migrate(reading.savedSchemaVersion, decoder)) ?? nil
        }
    }

    var id: UInt64?
    var route: Route
}
