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

/// The base of a restored state before identities are settled: its stacks in the
/// state's order, and how they fit together.
struct BaseDraft<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable> {
    /// How the base's stacks fit together.
    enum Layout {
        /// One stack.
        case stack
        /// One stack per tab in the app's order (for a tab with a split view, its sidebar
        /// then its detail when its selections call for one), then the stack above the
        /// tabs if any.
        case tabs(selectedIndex: Int, splits: [Tab: SplitSelections<Route>])
        /// The sidebar's stack, then the detail stack exactly when the selections call
        /// for one.
        case split(SplitSelections<Route>)
    }

    var layout: Layout
    /// The base's stacks: the single one, one per tab in the app's order (then the one
    /// above the tabs), or the sidebar's and the detail's.
    var stacks: [StackDraft<Route, Tab>]
    /// Whether the stack the presentations hang off came back whole, with its saved
    /// selection; only then can the saved presentations hang off it again.
    var holdsPresentations: Bool

    /// The base, given the built stacks in the order of ``stacks``.
    func base(_ built: [NavigationStackState<Route>]) -> NavigationState<Route, Tab>.Base? {
        switch layout {
        case .stack:
            return built.first.map { .stack($0) }
        case .tabs(let selectedIndex, let splits):
            var order: [Tab] = []
            var tabStacks: [Tab: NavigationStackState<Route>] = [:]
            var details: [Tab: NavigationStackState<Route>] = [:]
            var above: NavigationStackState<Route>?
            for (draft, stack) in zip(stacks, built) {
                switch draft.location {
                case .tab(let tab):
                    order.append(tab)
                    tabStacks[tab] = stack
                case .tabDetail(let tab): details[tab] = stack
                case .aboveTabs: above = stack
                case .main, .sidebar, .detail, .presented: continue
                }
            }
            let items = order.compactMap { tab -> NavigationTabs<Route, Tab>.Item? in
                guard let stack = tabStacks[tab] else { return nil }
                guard let selections = splits[tab] else { return NavigationTabs.Item(tab: tab, stack: stack) }
                return NavigationTabs.Item(tab: tab, split: selections.split(sidebar: stack, detail: details[tab]))
            }
            return .tabs(NavigationTabs(items: items, selectedIndex: selectedIndex, above: above))
        case .split(let selections):
            guard let sidebar = built.first else { return nil }
            return .split(selections.split(sidebar: sidebar, detail: built.dropFirst().first))
        }
    }
}

/// The identities of a restored state: which saved ones it keeps, and from where the
/// screens that cannot keep theirs get new ones.
///
/// Saved identities are offered in the restored state's order; the first screen to
/// offer an identity keeps it. New identities start above every kept one, so they never
/// collide with a restored screen.
struct EntryRenumbering {
    /// What became of an offered identity.
    enum Verdict {
        case kept
        /// Missing, unreadable, or beyond the identity limit.
        case invalid
        /// Already kept by an earlier screen.
        case taken(EntryID)
    }

    private var kept: Set<UInt64> = []
    private var highest: UInt64?

    /// Keeps `id` for the screen offering it, unless it is invalid or taken.
    mutating func keep(_ id: UInt64?) -> Verdict {
        guard let id, id < EntryID.limit else { return .invalid }
        guard kept.insert(id).inserted else { return .taken(EntryID(rawValue: id)) }
        highest = max(highest ?? id, id)
        return .kept
    }

    /// The lowest identity above every kept one.
    var lowestFree: UInt64 { highest.map { $0 + 1 } ?? 0 }

    /// Whether the saved next identity can be kept: above every kept identity and within
    /// the identity limit.
    func accepts(nextID: UInt64?) -> Bool {
        guard let nextID else { return false }
        return nextID >= lowestFree && nextID <= EntryID.limit
    }
}
