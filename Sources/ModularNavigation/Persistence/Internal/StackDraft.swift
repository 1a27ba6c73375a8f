/// A stack about to be placed in the restored state: the screens kept from the archive
/// (or taken from the fallback), and where the stack goes.
///
/// A screen whose `id` is `nil` gets a new identity when the state is assembled.
struct StackDraft<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable> {
    var location: StackLocation<Tab>
    var root: SavedEntry<Route>
    /// The screens pushed on the root, bottom first.
    var path: [SavedEntry<Route>]
    /// The style of a presented stack; `nil` for a base stack.
    var style: PresentationStyle?
    /// Taken from the fallback, so every screen gets a new identity.
    let isFromFallback: Bool

    /// A draft of the screens read from an archive; `nil` when not even the root was read.
    init?(location: StackLocation<Tab>, entries: [SavedEntry<Route>], style: PresentationStyle? = nil) {
        guard let root = entries.first else { return nil }
        self.location = location
        self.root = root
        self.path = Array(entries.dropFirst())
        self.style = style
        self.isFromFallback = false
    }

    /// A draft of the fallback's stack for a place the archive cannot fill.
    init(fallback stack: NavigationStackState<Route>, at location: StackLocation<Tab>) {
        self.location = location
        self.root = SavedEntry(id: nil, route: stack.root.route)
        self.path = stack.path.map { SavedEntry(id: nil, route: $0.route) }
        self.style = nil
        self.isFromFallback = true
    }

    /// Keeps the saved identities `renumbering` accepts and forgets the others, so they
    /// get new ones; reports each one forgotten.
    mutating func keepIdentities(in renumbering: inout EntryRenumbering, issues: inout [RestoreIssue<Tab>]) {
        guard !isFromFallback else { return }
        func keep(_ id: UInt64?, index: Int) -> UInt64? {
            switch renumbering.keep(id) {
            case .kept:
                return id
            case .invalid:
                issues.append(.invalidIdentity(location: location, index: index))
            case .taken(let id):
                issues.append(.duplicateIdentity(id))
            }
            return nil
        }
        root.id = keep(root.id, index: 0)
        for index in path.indices {
            path[index].id = keep(path[index].id, index: index + 1)
        }
    }

    /// The stack, its screens given their kept identities or new ones from `ids`, in order.
    func stack(newIdentitiesFrom ids: inout EntryAllocator) -> NavigationStackState<Route> {
        func entry(_ saved: SavedEntry<Route>) -> NavigationEntry<Route> {
            guard let id = saved.id else { return ids.entry(saved.route) }
            return NavigationEntry(id: EntryID(rawValue: id), route: saved.route)
        }
        let root = entry(root)
        return NavigationStackState(root: root, path: path.map(entry))
    }
}
