// The rules of tabs: selecting one from code or by the user's tap, and the user's own
// edits of the tab bar. An edit keeps every kept tab's stack as it is, identities
// included, so its screens keep their stored objects and what they await.
extension NavigationState {
    /// Selects a tab; `tapped` says the user tapped it, which gives a re-tap its meaning.
    @inlinable
    mutating func selectTab(
        _ tab: Tab, tapped: Bool, policy: NavigationPolicy, recording change: inout Change
    ) throws(NavigationError) -> Events {
        guard let tabs, let index = tabs.index(of: tab) else { throw .unknownTab }
        guard tabs._above == nil else { throw .tabsCovered }
        if index == tabs._selectedIndex {
            // Code that selects the tab already shown leaves its screens where they are:
            // only the user's re-tap means "back to the top".
            guard tapped else { return [] }
            // At its root with nothing over it, a re-tap asks the screen to scroll up and
            // changes nothing else.
            if _presentations.count == layersOverApp, tabs._items[index].isAtRoot {
                change.reselectedAtRoot = tab
                return change.report([.tabReselected(tab)])
            }
            guard policy.popsToRootOnReselect else { return change.report([.tabReselected(tab)]) }
            // A tab's split view goes back to the roots of its columns, detail first; its
            // selections stay.
            var events = change.report([.tabReselected(tab)]) + dismissPresentationsOfBase(recording: &change)
            if case .tabDetail = tabs._items[index].baseLocation {
                events += pop(at: .tabDetail(tab), toDepth: 0, recording: &change)
            }
            return events + pop(at: .tab(tab), toDepth: 0, recording: &change)
        }
        let previous = tabs.selected
        let dismissed = dismissPresentationsOfBase(recording: &change)
        modifyTabs { $0._selectedIndex = index }
        change.tabsChanged = true
        return dismissed + change.report([.tabSelected(tab, previous: previous)])
    }

    /// Adds a tab with a new stack at a position of the tab order.
    @inlinable
    mutating func insertTab(
        _ tab: Tab, root route: Route, at position: Int?, recording change: inout Change
    ) throws(NavigationError) -> Events {
        guard let tabs else { throw .unknownTab }
        let index = position ?? tabs._items.count
        guard tabs.index(of: tab) == nil, index >= 0, index <= tabs._items.count else { throw .invalidTabs }
        let root = makeEntry(route)
        modifyTabs { tabs in
            tabs._items.insert(NavigationTabs.Item(tab: tab, stack: NavigationStackState(root: root)), at: index)
            if index <= tabs._selectedIndex { tabs._selectedIndex += 1 }
        }
        change.stacks.append(.tab(tab))
        change.tabsChanged = true
        return change.report([.tabInserted(tab, at: index, root: root)])
    }

    /// Removes a tab and its stack; the selected tab's neighbour takes its place.
    @inlinable
    mutating func removeTab(
        _ tab: Tab, recording change: inout Change
    ) throws(NavigationError) -> Events {
        guard let tabs, let index = tabs.index(of: tab) else { throw .unknownTab }
        guard tabs._items.count > 1 else { throw .invalidTabs }
        let wasSelected = index == tabs._selectedIndex
        let removed = tabs._items[index]
        // Presentations hang off the removed tab only while one of its stacks (its own, or
        // its split view's detail) is the base stack.
        let dismissed =
            removed.locations.contains(baseLocation) ? dismissPresentationsOfBase(recording: &change) : []
        modifyTabs { tabs in
            tabs._items.remove(at: index)
            if index < tabs._selectedIndex || (wasSelected && index == tabs._items.count) {
                tabs._selectedIndex -= 1
            }
        }
        for location in removed.locations { change.stacks.append(location) }
        change.depart(removed.entries)
        change.tabsChanged = true
        // A view reading the removed split view's selection now reads `nil`.
        if removed.split != nil { change.splitChanged = true }
        guard wasSelected, let selected = selectedTab else { return dismissed + change.report([.tabRemoved(tab)]) }
        return dismissed + change.report([.tabRemoved(tab), .tabSelected(selected, previous: tab)])
    }

    /// Puts the tabs in a new order; every stack and the selection stay.
    @inlinable
    mutating func reorderTabs(
        _ order: [Tab], recording change: inout Change
    ) throws(NavigationError) -> Events {
        guard let tabs else { throw .unknownTab }
        guard order.count == tabs._items.count, Set(order).count == order.count else { throw .invalidTabs }
        // Each tab found by a table made once: a lookup by tab walks the list, and the order
        // names every tab.
        var byTab: [Tab: NavigationTabs<Route, Tab>.Item] = [:]
        byTab.reserveCapacity(order.count)
        for item in tabs._items { byTab[item.tab] = item }
        var items: [NavigationTabs<Route, Tab>.Item] = []
        items.reserveCapacity(order.count)
        for tab in order {
            guard let item = byTab[tab] else { throw .invalidTabs }
            items.append(item)
        }
        guard order != tabs.order else { return [] }
        let selected = tabs.selected
        modifyTabs { tabs in
            tabs._items = items
            tabs._selectedIndex = order.firstIndex(of: selected) ?? 0
        }
        change.tabsChanged = true
        return change.report([.tabsReordered(order)])
    }

    /// Why a location holds no stack: one in a tab the app does not have is
    /// ``NavigationError/unknownTab``, as every action naming that tab is refused, so a
    /// client that kept a removed tab learns one thing whichever verb it calls; any
    /// other, ``NavigationError/unknownStack``.
    @inlinable
    func missingStack(at location: StackLocation<Tab>) -> NavigationError {
        guard let tab = location.owningTab, tabs?.index(of: tab) == nil else { return .unknownStack }
        return .unknownTab
    }
}

/// Rules an app can choose for how its navigation behaves.
public struct NavigationPolicy: Hashable, Sendable {
    /// When `true` (the default), selecting the selected tab again dismisses what is
    /// presented and pops its stack to the root, as system apps do.
    public var popsToRootOnReselect: Bool

    /// Creates a policy.
    ///
    /// - Parameter popsToRootOnReselect: Whether re-selecting a tab returns it to its root.
    public init(popsToRootOnReselect: Bool = true) {
        self.popsToRootOnReselect = popsToRootOnReselect
    }
}
