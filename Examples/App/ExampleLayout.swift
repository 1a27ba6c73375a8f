public import ModularNavigation

/// The layouts the example app runs in: tabs on iPhone, a split view on iPad and Mac.
///
/// The layout is the app's choice at launch (from the size class), not part of the
/// navigation: a saved state is restored into the layout the app runs in now, adapted
/// when it was saved in another one (``adapting(_:)``).
public enum ExampleLayout: String, Hashable, Sendable, CaseIterable {
    /// Five tabs, each with its own stack.
    case tabs
    /// Five tabs on iPad and Mac, Assets holding a split view: the assets in its sidebar,
    /// the asset picked there in its detail (``ExampleApp/splitTabState``).
    case tabsWithSplit
    /// Two columns: the dashboard's sections in the sidebar, the selected section's
    /// stack in the detail (``ExampleApp/regularWidthState``).
    case split
    /// Three columns: the sections, the selected section's list, and the item picked in
    /// that list with what it pushed (``ExampleApp/threeColumnState``).
    case threeColumns

    /// What the app shows on a fresh launch in this layout.
    public var initialState: NavigationState<AppRoute, AppTab> {
        switch self {
        case .tabs: ExampleApp.initialState
        case .tabsWithSplit: ExampleApp.splitTabState
        case .split: ExampleApp.regularWidthState
        case .threeColumns: ExampleApp.threeColumnState
        }
    }

    /// The layout a state is drawn in; `nil` for one stack, which the app never shows.
    public init?(of state: NavigationState<AppRoute, AppTab>) {
        switch state.base {
        case .tabs(let tabs): self = tabs.items.contains { $0.split != nil } ? .tabsWithSplit : .tabs
        case .split(let split): self = split.hasContentColumn ? .threeColumns : .split
        case .stack: return nil
        }
    }
}
