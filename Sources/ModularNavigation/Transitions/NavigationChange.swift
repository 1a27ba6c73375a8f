/// What one action changed, recorded by ``NavigationState/perform(_:policy:)`` as it
/// applies.
///
/// The rules already know what they touch, so the navigator notifies observers,
/// releases screen objects and cancels awaited results from this record instead of
/// comparing whole states: a change costs what it changes, however large the state.
@usableFromInline
struct NavigationChange<Tab: Hashable & Sendable> {
    /// Locations whose stack changed, possibly repeated.
    @usableFromInline var stacks: [StackLocation<Tab>] = []
    /// Locations whose presentation directly over them changed, possibly repeated.
    @usableFromInline var presentationsOver: [StackLocation<Tab>] = []
    /// Screens that left the state.
    @usableFromInline var departed: [EntryID] = []
    /// Whether the tabs or the selected tab changed.
    @usableFromInline var tabsChanged = false

    @inlinable init() {}

    /// Whether nothing an observer can see changed.
    @inlinable var isEmpty: Bool { stacks.isEmpty && presentationsOver.isEmpty && departed.isEmpty && !tabsChanged }

    /// Records a whole-state replacement worked out by comparing both states.
    @usableFromInline
    mutating func record(_ difference: NavigationDifference<Tab>) {
        stacks += difference.changedLocations
        presentationsOver += difference.changedLocations
        departed += difference.departedScreens
        tabsChanged = tabsChanged || difference.tabsChanged
    }
}
