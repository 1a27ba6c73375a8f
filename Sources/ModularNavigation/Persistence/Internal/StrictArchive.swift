#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The fast path of restoring: an archive of the current layout and schema, read in one
/// strict pass straight into the final state.
///
/// Almost every archive an app reads back is the one it wrote, whole. Reading it
/// leniently (see `SavedState`) costs a second parse for the header, a keyed container
/// per screen, an intermediate copy of every screen and a repair pass that finds
/// nothing to repair. Here `ArchiveSkeleton` checks the layout byte by byte and one
/// decoder pass reads every route, tab and style. It accepts exactly the archives the
/// careful path would restore with no issue at all, and gives the same state; anything
/// else — damage, another format or schema version, other formatting, tabs other than
/// the app's in its order — gives `nil`, and the caller takes the careful path, which
/// then reports what it finds.
enum StrictArchive<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable & Decodable> {
    typealias State = NavigationState<Route, Tab>

    /// The archived state when it restores with no issue against `fallback`, else `nil`.
    static func read(_ data: Data, schemaVersion: Int, fallback: State) -> State? {
        guard let skeleton = data.withUnsafeBytes({ ArchiveSkeleton(scanning: $0, schemaVersion: schemaVersion) }),
            let values = try? JSONDecoder().decode(Values.self, from: Data(skeleton.payload)),
            let state = assemble(skeleton, values),
            state.fitsApp(of: fallback), state.hasValidIdentities
        else { return nil }
        return state
    }

    /// The routes, tabs and styles of the archive, in the order it holds them.
    private struct Values: Decodable {
        var routes: [Route]
        var tabs: [Tab]
        var styles: [PresentationStyle]

        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            routes = try container.decode([Route].self)
            tabs = try container.decode([Tab].self)
            styles = try container.decode([PresentationStyle].self)
        }
    }

    private static func assemble(_ skeleton: ArchiveSkeleton, _ values: Values) -> State? {
        let baseCount = skeleton.selectedIndex == nil ? 1 : skeleton.tabCount + (skeleton.hasAboveTabs ? 1 : 0)
        guard skeleton.nextID <= EntryID.limit, values.routes.count == skeleton.ids.count,
            values.tabs.count == skeleton.tabCount, values.styles.count == skeleton.presentationCount,
            skeleton.stacks.count == skeleton.presentationCount + baseCount
        else { return nil }
        var cursor = 0
        // The archive holds each stack path first, root last.
        func stack(_ shape: ArchiveSkeleton.Stack) -> NavigationStackState<Route> {
            let rootIndex = cursor + shape.count - 1
            var path: [NavigationEntry<Route>] = []
            path.reserveCapacity(shape.count - 1)
            for index in cursor..<rootIndex {
                path.append(NavigationEntry(id: EntryID(rawValue: skeleton.ids[index]), route: values.routes[index]))
            }
            cursor += shape.count
            let root = NavigationEntry(id: EntryID(rawValue: skeleton.ids[rootIndex]), route: values.routes[rootIndex])
            return NavigationStackState(root: root, path: path)
        }

        var presentations: [NavigationPresentation<Route>] = []
        presentations.reserveCapacity(skeleton.presentationCount)
        for (style, shape) in zip(values.styles, skeleton.stacks) {
            presentations.append(NavigationPresentation(style: style, stack: stack(shape)))
        }
        var bases = skeleton.stacks[skeleton.presentationCount...]
        let base: State.Base
        if let selectedIndex = skeleton.selectedIndex {
            let above = skeleton.hasAboveTabs ? bases.popFirst().map(stack) : nil
            let items = zip(values.tabs, bases).map { tab, shape in NavigationTabs.Item(tab: tab, stack: stack(shape)) }
            base = .tabs(NavigationTabs(items: items, selectedIndex: selectedIndex, above: above))
        } else if let shape = bases.first {
            base = .stack(stack(shape))
        } else {
            return nil
        }
        return State(base: base, presentations: presentations, nextID: skeleton.nextID)
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
        case (.stack, .tabs), (.tabs, .stack), (.split, _), (_, .split):
            // A format-1 archive never holds a split view; split archives are format 2.
            return false
        }
    }

    /// Whether every identity is unique and below ``nextID`` (itself checked against
    /// `EntryID.limit` when read).
    fileprivate var hasValidIdentities: Bool {
        let stacks: [NavigationStackState<Route>] =
            switch base {
            case .stack(let stack): [stack] + presentations.map(\.stack)
            case .tabs(let tabs): tabs.items.map(\.stack) + (tabs.above.map { [$0] } ?? []) + presentations.map(\.stack)
            case .split(let split): [split.sidebar] + (split.detail.map { [$0] } ?? []) + presentations.map(\.stack)
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
