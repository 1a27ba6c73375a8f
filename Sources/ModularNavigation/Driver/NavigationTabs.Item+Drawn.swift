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
