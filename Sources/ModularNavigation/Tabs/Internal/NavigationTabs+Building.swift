extension NavigationTabs {
    @inlinable
    package init(items: [Item], selectedIndex: Int, above: NavigationStackState<Route>? = nil) {
        self._items = items
        self._selectedIndex = selectedIndex
        self._above = above
    }

    @inlinable
    package func index(of tab: Tab) -> Int? {
        // The selected tab is the one almost every change is about.
        if _items.indices.contains(_selectedIndex), _items[_selectedIndex].tab == tab { return _selectedIndex }
        // Indices, not `firstIndex(where:)`, whose closure was handed a copy of each item.
        for index in _items.indices where _items[index].tab == tab { return index }
        return nil
    }
}

extension NavigationTabs.Item {
    /// A tab and the stack drawn in it.
    package init(drawnTab tab: Tab, stack: NavigationStackState<Route>) {
        self.init(tab: tab, stack: stack)
    }

    /// A tab and the split view drawn in it.
    package init(drawnTab tab: Tab, split: NavigationSplit<Route>) {
        self.init(tab: tab, split: split)
    }
}
