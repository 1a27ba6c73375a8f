/// The JSON field names of an archive.
enum ArchiveKey: String, CodingKey {
    case formatVersion, schemaVersion, state, tabCustomization
    case hidden, sectionOrders, actionTabSlots, slot
    case nextID, stack, tabs, presentations, aboveTabsFlowRoot, minimized
    case items, selectedIndex, tab, above
    case style, placement
    case root, path
    case id, route
    // Formats 3 to 6 write a stack as two lists.
    case ids, routes
    // Format 2 nests the split view as the state's `Codable` form does.
    case base, split
    case payload = "_0"
    case sidebar, selection, contentSelection, hasContentColumn, detail
}

/// What the app expects of an archive, handed to ``ArchiveReading`` through the
/// decoder's `userInfo`.
final class ArchiveExpectation<Route: Hashable & Sendable & Decodable>: Sendable {
    static var userInfoKey: CodingUserInfoKey? { CodingUserInfoKey(rawValue: "ModularNavigation.ArchiveExpectation") }

    let schemaVersion: Int
    let migration: RouteMigration<Route>?

    init(schemaVersion: Int, migration: RouteMigration<Route>?) {
        self.schemaVersion = schemaVersion
        self.migration = migration
    }
}

/// An archive read in one `JSONDecoder` pass: the envelope checked against what the app
/// expects, then the state as far as it could be read.
///
/// Its `init(from:)` never throws: decoding throws only when the data is not JSON.
/// Every reader below keeps what it can read and records where reading stopped, so that
/// one bad route costs its screen and what sits above it, not the whole state;
/// `RestoreBuilder` turns what was read into a valid state.
struct ArchiveReading<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable>: Decodable {
    enum Content {
        case state(SavedState<Route, Tab>)
        /// The envelope cannot be used; the fallback is restored for this reason.
        case unusable(RestoreIssue<Tab>)
    }

    var savedSchemaVersion: Int?
    var content: Content
    /// The tab bar customization beside the state, as far as it could be read.
    var tabCustomization = SavedTabCustomization<Tab>.absent

    init(from decoder: any Decoder) {
        guard let key = ArchiveExpectation<Route>.userInfoKey,
            let expected = decoder.userInfo[key] as? ArchiveExpectation<Route>,
            let container = try? decoder.container(keyedBy: ArchiveKey.self),
            let format = try? container.decode(Int.self, forKey: .formatVersion)
        else {
            content = .unusable(.corruptData)
            return
        }
        guard (1...NavigationArchive.formatVersion).contains(format) else {
            content = .unusable(.unsupportedFormatVersion(found: format))
            return
        }
        guard let saved = try? container.decode(Int.self, forKey: .schemaVersion) else {
            content = .unusable(.corruptData)
            return
        }
        savedSchemaVersion = saved
        var routes = RouteReader<Route>(migrating: nil)
        if saved != expected.schemaVersion {
            guard let migration = expected.migration else {
                content = .unusable(.schemaVersionMismatch(found: saved, expected: expected.schemaVersion))
                return
            }
            routes = RouteReader(migrating: (migration, saved))
        }
        guard let state = container.valueDecoder(forKey: .state) else {
            content = .unusable(.corruptData)
            return
        }
        content = .state(SavedState(state, format: format, routes: routes))
        tabCustomization = SavedTabCustomization(container)
    }
}

/// A saved state as far as it could be read.
struct SavedState<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable> {
    enum Base {
        case stack(SavedStack<Route>)
        /// `items` is `nil` when the list is missing or is not a list; `above` is `nil`
        /// when no stack was saved above the tabs.
        case tabs(items: [SavedTabItem<Route, Tab>]?, selectedIndex: Int?, above: SavedStack<Route>?)
        /// A split view, from a format-2, 4 or 6 archive.
        case split(SavedSplit<Route>)
        /// Not one readable base of the archive's format.
        case unreadable
    }

    var nextID: UInt64?
    var base: Base
    /// `nil` when the list is missing or is not a list.
    var presentations: [SavedPresentation<Route>]?
    /// Where a flow shown above the tabs began (no tabs); unreadable, an identity no state holds.
    var aboveTabsFlowRoot: EntryID? = nil
    /// The minimized flow, absent when none was saved (as in archives from before it).
    var minimized: SavedPresentation<Route>? = nil
}

extension SavedState {
    /// Reads `nextID`, `presentations`, and the base: in formats 1, 3 and 5 `stack` or
    /// `tabs`, in formats 2, 4 and 6 the split view in `base.split._0`, where the state's own
    /// `Codable` form puts it.
    init(_ decoder: any Decoder, format: Int, routes: RouteReader<Route>) {
        guard let container = try? decoder.container(keyedBy: ArchiveKey.self) else {
            self.init(nextID: nil, base: .unreadable, presentations: nil)
            return
        }
        let presentations = container.list(
            forKey: .presentations, unreadable: SavedPresentation<Route>(style: nil, stack: .corrupt)
        ) { SavedPresentation($0, routes: routes) }
        let base: Base
        if NavigationArchive.splitFormatVersions.contains(format) {
            let split = try? container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .base)
                .nestedContainer(keyedBy: ArchiveKey.self, forKey: .split)
                .valueDecoder(forKey: .payload)
            base = split.flatMap { SavedSplit($0, routes: routes) }.map { .split($0) } ?? .unreadable
        } else {
            switch (container.valueDecoder(forKey: .stack), container.contains(.tabs)) {
            case (let stack?, false): base = .stack(SavedStack(stack, routes: routes))
            case (nil, true): base = Self.readTabs(container, routes: routes)
            case (_?, true), (nil, false): base = .unreadable
            }
        }
        self.init(
            nextID: try? container.decode(UInt64.self, forKey: .nextID), base: base, presentations: presentations,
            aboveTabsFlowRoot: !container.contains(.aboveTabsFlowRoot)
                ? nil : (try? container.decode(EntryID.self, forKey: .aboveTabsFlowRoot)) ?? EntryID(rawValue: .max),
            minimized: container.presentValueDecoder(forKey: .minimized).map { SavedPresentation($0, routes: routes) })
    }

    private static func readTabs(_ container: KeyedDecodingContainer<ArchiveKey>, routes: RouteReader<Route>) -> Base {
        guard let tabs = try? container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .tabs) else {
            return .tabs(items: nil, selectedIndex: nil, above: nil)
        }
        let unreadable = SavedTabItem<Route, Tab>(tab: nil, content: .stack(.corrupt))
        let items = tabs.list(forKey: .items, unreadable: unreadable) {
            SavedTabItem<Route, Tab>($0, routes: routes)
        }
        // Absent when nothing was above the tabs, as in archives from before it existed.
        let above = tabs.valueDecoder(forKey: .above).map { SavedStack($0, routes: routes) }
        return .tabs(items: items, selectedIndex: try? tabs.decode(Int.self, forKey: .selectedIndex), above: above)
    }
}

extension KeyedDecodingContainer<ArchiveKey> {
    /// A decoder for the value at `key`, or `nil` when the key is absent.
    func valueDecoder(forKey key: ArchiveKey) -> (any Decoder)? {
        contains(key) ? try? superDecoder(forKey: key) : nil
    }

    /// A decoder for the value at `key`, or `nil` when the key is absent or the value is
    /// null: an optional part the state's own decoder reads as missing.
    func presentValueDecoder(forKey key: ArchiveKey) -> (any Decoder)? {
        guard contains(key), (try? decodeNil(forKey: key)) == false else { return nil }
        return try? superDecoder(forKey: key)
    }

    /// Reads a list of lenient elements; `nil` when the value is missing or not a list.
    ///
    /// An element the list refuses outright ends it with `unreadable`, so that the loss
    /// is still reported.
    func list<Element>(
        forKey key: ArchiveKey,
        unreadable: Element,
        _ element: (any Decoder) -> Element
    ) -> [Element]? {
        guard var list = try? nestedUnkeyedContainer(forKey: key) else { return nil }
        var elements: [Element] = []
        while !list.isAtEnd {
            guard let decoder = try? list.superDecoder() else {
                elements.append(unreadable)
                break
            }
            elements.append(element(decoder))
        }
        return elements
    }
}
