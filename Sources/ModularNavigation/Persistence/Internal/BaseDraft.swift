/// The base of a restored state before identities are settled: its stacks in the
/// state's order, and how they fit together.
struct BaseDraft<Route: Hashable & Sendable & Decodable, Tab: Hashable & Sendable> {
    /// How the base's stacks fit together.
    enum Layout {
        /// One stack.
        case stack
        /// One stack per tab, in the app's order.
        case tabs(selectedIndex: Int)
    }

    var layout: Layout
    /// The base's stacks: the single one, or one per tab in the app's order.
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
            let items = zip(stacks, built).compactMap { draft, stack -> NavigationTabs<Route, Tab>.Item? in
                guard case .tab(let tab) = draft.location else { return nil }
                return NavigationTabs.Item(tab: tab, stack: stack)
            }
            return .tabs(NavigationTabs(items: items, selectedIndex: selectedIndex))
        }
    }
}
