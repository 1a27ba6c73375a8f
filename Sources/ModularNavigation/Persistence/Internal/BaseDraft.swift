/// The base of a restored state before identities are settled: its stacks in the
/// state's order, and how they fit together.
struct BaseDraft<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable> {
    /// How the base's stacks fit together.
    enum Layout {
        /// One stack.
        case stack
        /// One stack per tab, in the app's order, then the stack above the tabs if any.
        case tabs(selectedIndex: Int)
        /// The sidebar's stack, then the detail stack exactly when the selections call
        /// for one.
        case split(selection: Route?, contentSelection: Route?, hasContentColumn: Bool)
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
        case .tabs(let selectedIndex):
            var items: [NavigationTabs<Route, Tab>.Item] = []
            var above: NavigationStackState<Route>?
            for (draft, stack) in zip(stacks, built) {
                switch draft.location {
                case .tab(let tab): items.append(NavigationTabs.Item(tab: tab, stack: stack))
                case .aboveTabs: above = stack
                case .main, .sidebar, .detail, .presented: continue
                }
            }
            return .tabs(NavigationTabs(items: items, selectedIndex: selectedIndex, above: above))
        case .split(let selection, let contentSelection, let hasContentColumn):
            guard let sidebar = built.first else { return nil }
            let split = NavigationSplit(
                sidebar: sidebar, selection: selection, hasContentColumn: hasContentColumn,
                contentSelection: contentSelection, detail: built.dropFirst().first)
            return .split(split)
        }
    }
}
