#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fast path of restoring: an archive of the current layout and schema, read in one
/// strict pass straight into the final state.
///
/// Almost every archive an app reads back is the one it wrote, whole. Reading it
/// leniently (see `SavedState`) costs a second parse for the header, an intermediate
/// copy of every screen and a repair pass that finds nothing to repair. This reader
/// accepts exactly the archives the careful path would restore with no issue at all,
/// and gives the same state; anything else — damage, another format or schema version,
/// tabs other than the app's in its order — makes it return `nil`, and the caller takes
/// the careful path, which then reports what it finds.
struct StrictArchive<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable>: Decodable {
    /// The schema version the app expects, passed through the decoder's `userInfo` so
    /// that an archive needing a migration is refused before its routes are read.
    static var schemaUserInfoKey: CodingUserInfoKey? { CodingUserInfoKey(rawValue: "ModularNavigation.StrictSchema") }

    typealias State = NavigationState<Route, Tab>

    let state: State

    /// The archived state when it restores with no issue against `fallback`, else `nil`.
    static func read(_ data: Data, schemaVersion: Int, fallback: State) -> State? {
        guard let key = schemaUserInfoKey else { return nil }
        let decoder = JSONDecoder()
        decoder.userInfo[key] = schemaVersion
        guard let state = try? decoder.decode(Self.self, from: data).state,
            state.fitsApp(of: fallback), state.hasValidIdentities
        else { return nil }
        return state
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: ArchiveKey.self)
        let expected = Self.schemaUserInfoKey.flatMap { decoder.userInfo[$0] as? Int }
        guard try container.decode(Int.self, forKey: .formatVersion) == NavigationArchive.formatVersion,
            try container.decode(Int.self, forKey: .schemaVersion) == expected
        else { throw Self.refusal(.formatVersion, in: container, "Not the current format and schema.") }

        let body = try container.nestedContainer(keyedBy: ArchiveKey.self, forKey: .state)
        let nextID = try body.decode(UInt64.self, forKey: .nextID)
        guard nextID <= EntryID.limit else { throw Self.refusal(.nextID, in: body, "Beyond the identity limit.") }
        let base: State.Base
        switch (body.contains(.stack), body.contains(.tabs)) {
        case (true, false):
            base = .stack(try Self.stack(in: body, forKey: .stack))
        case (false, true):
            base = .tabs(try Self.tabs(in: body.nestedContainer(keyedBy: ArchiveKey.self, forKey: .tabs)))
        default:
            throw Self.refusal(.state, in: body, "Neither a stack nor tabs, or both.")
        }
        var list = try body.nestedUnkeyedContainer(forKey: .presentations)
        var presentations: [NavigationPresentation<Route>] = []
        while !list.isAtEnd {
            let presentation = try list.nestedContainer(keyedBy: ArchiveKey.self)
            presentations.append(
                NavigationPresentation(
                    style: try presentation.decode(PresentationStyle.self, forKey: .style),
                    stack: try Self.stack(in: presentation, forKey: .stack)))
        }
        state = State(base: base, presentations: presentations, nextID: nextID)
    }

    private static func tabs(in container: KeyedDecodingContainer<ArchiveKey>) throws -> NavigationTabs<Route, Tab> {
        var list = try container.nestedUnkeyedContainer(forKey: .items)
        var items: [NavigationTabs<Route, Tab>.Item] = []
        while !list.isAtEnd {
            let item = try list.nestedContainer(keyedBy: ArchiveKey.self)
            items.append(
                NavigationTabs.Item(
                    tab: try item.decode(Tab.self, forKey: .tab), stack: try stack(in: item, forKey: .stack)))
        }
        return NavigationTabs(items: items, selectedIndex: try container.decode(Int.self, forKey: .selectedIndex))
    }

    private static func stack(
        in container: KeyedDecodingContainer<ArchiveKey>,
        forKey key: ArchiveKey
    ) throws -> NavigationStackState<Route> {
        let stack = try container.nestedContainer(keyedBy: ArchiveKey.self, forKey: key)
        let root = try entry(stack.nestedContainer(keyedBy: ArchiveKey.self, forKey: .root))
        var list = try stack.nestedUnkeyedContainer(forKey: .path)
        var path: [NavigationEntry<Route>] = []
        if let count = list.count { path.reserveCapacity(count) }
        while !list.isAtEnd {
            path.append(try entry(list.nestedContainer(keyedBy: ArchiveKey.self)))
        }
        return NavigationStackState(root: root, path: path)
    }

    private static func entry(_ container: KeyedDecodingContainer<ArchiveKey>) throws -> NavigationEntry<Route> {
        NavigationEntry(
            id: EntryID(rawValue: try container.decode(UInt64.self, forKey: .id)),
            route: try container.decode(Route.self, forKey: .route))
    }

    private static func refusal(
        _ key: ArchiveKey,
        in container: KeyedDecodingContainer<ArchiveKey>,
        _ description: String
    ) -> DecodingError {
        .dataCorruptedError(forKey: key, in: container, debugDescription: description)
    }
}

extension NavigationState {
    /// Whether the careful path would keep this base as it is: the same kind as the
    /// app's, and in tabs exactly the app's tabs, in its order, with a valid selection.
    fileprivate func fitsApp(of fallback: NavigationState) -> Bool {
        switch (base, fallback.base) {
        case (.stack, .stack):
            return true
        case (.tabs(let tabs), .tabs(let app)):
            return tabs.hasSameOrder(as: app) && tabs.items.indices.contains(tabs.selectedIndex)
        case (.stack, .tabs), (.tabs, .stack):
            return false
        }
    }

    /// Whether every identity is unique and below ``nextID`` (itself checked against
    /// ``EntryID/limit`` when read).
    fileprivate var hasValidIdentities: Bool {
        let stacks: [NavigationStackState<Route>] =
            switch base {
            case .stack(let stack): [stack] + presentations.map(\.stack)
            case .tabs(let tabs): tabs.items.map(\.stack) + presentations.map(\.stack)
            }
        var seen = IdentitySet(below: nextID, expectedCount: stacks.reduce(0) { $0 + $1.depth + 1 })
        for stack in stacks {
            guard seen.insert(stack.root.id.rawValue) else { return false }
            for entry in stack.path {
                guard seen.insert(entry.id.rawValue) else { return false }
            }
        }
        return true
    }
}

/// The identities met so far, below a bound: a bit per identity when the bound is close
/// to the number of screens, as it is in states built by a navigator, else a set.
private struct IdentitySet {
    private var bits: [UInt64] = []
    private var set: Set<UInt64> = []
    private let bound: UInt64
    private let usesBits: Bool

    init(below bound: UInt64, expectedCount: Int) {
        self.bound = bound
        // A bit per possible identity costs at most 64 bits per screen; beyond that a set is smaller.
        usesBits = bound / 64 <= UInt64(expectedCount)
        if usesBits {
            bits = Array(repeating: 0, count: Int(bound / 64) + 1)
        } else {
            set.reserveCapacity(expectedCount)
        }
    }

    /// Records an identity; `false` when it is out of range or already met.
    mutating func insert(_ id: UInt64) -> Bool {
        guard id < bound else { return false }
        guard usesBits else { return set.insert(id).inserted }
        let word = Int(id / 64)
        let mask: UInt64 = 1 << (id % 64)
        guard bits[word] & mask == 0 else { return false }
        bits[word] |= mask
        return true
    }
}
