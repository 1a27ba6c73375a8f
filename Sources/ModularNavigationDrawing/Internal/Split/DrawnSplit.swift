package import ModularNavigation

/// A split view's selections as a UI draws them, apart from its stacks.
///
/// The driver publishes this instead of the whole ``NavigationSplit``, so that a push
/// in the detail does not redraw the sidebar's list: the list reads only the selection.
package struct DrawnSplit<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The sidebar's selection.
    package let selection: Route?
    /// The content column's selection.
    package let contentSelection: Route?
    /// Whether the layout has a content column.
    package let hasContentColumn: Bool
    /// Whether the detail column shows a stack.
    package let hasDetail: Bool

    package init?(_ split: NavigationSplit<Route>?) {
        guard let split else { return nil }
        selection = split.selection
        contentSelection = split.contentSelection
        hasContentColumn = split.hasContentColumn
        hasDetail = split.detail != nil
    }
}

extension NavigationSplit {
    /// A split view as drawn: its columns' stacks and selections, as the headless host
    /// reads them back from the views.
    package init(
        drawn selections: DrawnSplit<Route>, sidebar: NavigationStackState<Route>, detail: NavigationStackState<Route>?
    ) {
        self.init(
            sidebar: sidebar, selection: selections.selection, hasContentColumn: selections.hasContentColumn,
            contentSelection: selections.contentSelection, detail: detail)
    }
}
