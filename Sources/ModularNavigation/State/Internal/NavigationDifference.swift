/// What changed between two states: which stacks an observer would see change, and
/// which screens left.
///
/// The ``Navigator`` computes this on every change, so it touches only the stacks that
/// changed and, in those, only the screens past the part both versions share.
@usableFromInline
package struct NavigationDifference<Tab: Hashable & Sendable>: Hashable, Sendable {
    /// The locations whose stack, or the presentation directly over it, changed.
    @usableFromInline package internal(set) var changedLocations: [StackLocation<Tab>] = []
    /// The screens in the old state that are not in the new one, in no particular order.
    ///
    /// A screen whose identity now names another route (after ``NavigationAction/adopt(_:)``)
    /// counts as departed: it is another screen.
    @usableFromInline package internal(set) var departedScreens: [EntryID] = []
    /// Whether the tabs or the selected tab changed, or a stack above the tabs came or went.
    @usableFromInline package internal(set) var tabsChanged = false
    /// Whether a split view's selections changed, or the state became or stopped being one.
    @usableFromInline package internal(set) var splitChanged = false

    @inlinable package init() {}

    /// Whether nothing an observer can see changed.
    package var isEmpty: Bool { changedLocations.isEmpty && departedScreens.isEmpty && !tabsChanged && !splitChanged }
}
