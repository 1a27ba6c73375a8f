extension NavigationState where Tab == Never {
    /// Creates the state of an app without tabs: one stack.
    ///
    /// - Parameters:
    ///   - root: The route of the stack's root screen.
    ///   - path: Routes pushed on top of the root, bottom first.
    public init(root: Route, path: [Route] = []) {
        self.init(stackRoot: root, path: path)
    }
}

extension NavigationState {
    /// Creates a state of one stack in an app whose other states have tabs, such as a
    /// window that shows one screen of a tabbed app (a compose window).
    ///
    /// Without tabs, `Tab` is `Never` and `NavigationState(root:path:)` reads the same;
    /// with them, the window's navigator keeps the app's `Tab` type, so one
    /// ``NavigationWindows`` owns both kinds of window.
    ///
    /// ```swift
    /// let compose = NavigationState<AppRoute, AppTab>(root: .compose)
    /// ```
    ///
    /// - Parameters:
    ///   - root: The route of the stack's root screen.
    ///   - path: Routes pushed on top of the root, bottom first.
    public init(root: Route, path: [Route] = []) {
        self.init(stackRoot: root, path: path)
    }

    private init(stackRoot root: Route, path: [Route]) {
        var ids = EntryAllocator()
        self.init(base: .stack(ids.stack(root: root, path: path)), nextID: ids.next)
    }
}

extension NavigationState {
    /// Creates the state of an app with tabs, one stack per tab.
    ///
    /// - Parameters:
    ///   - tabs: The tabs in display order.
    ///   - selectedTab: The tab shown first.
    ///   - root: The root route of each tab's stack.
    /// - Throws: ``NavigationError/invalidTabs`` when `tabs` is empty, holds a tab twice,
    ///   or does not hold `selectedTab`.
    public init(tabs: [Tab], selectedTab: Tab, root: (Tab) -> Route) throws(NavigationError) {
        guard Set(tabs).count == tabs.count, let selectedIndex = tabs.firstIndex(of: selectedTab) else {
            throw .invalidTabs
        }
        var ids = EntryAllocator()
        let items = tabs.map { NavigationTabs<Route, Tab>.Item(tab: $0, stack: ids.stack(root: root($0))) }
        self.init(base: .tabs(NavigationTabs(items: items, selectedIndex: selectedIndex)), nextID: ids.next)
    }

    /// Creates the state of an app with tabs in which some tabs hold a split view, as
    /// Mail or Files show one in a tab on iPad while the other tabs keep a stack.
    ///
    /// Each split view starts with nothing selected: its sidebar shows alone, which is
    /// also what a collapsed split view (compact width) shows first. Select an item with
    /// ``NavigationAction/selectSidebar(_:in:)``.
    ///
    /// ```swift
    /// var state = try NavigationState<AppRoute, AppTab>(
    ///     tabs: [.library, .settings], selectedTab: .library, splitTabs: [.library]
    /// ) { tab in tab == .library ? .shelves : .settings }
    /// try state.perform(.selectSidebar(.shelf(1), in: .library))
    /// ```
    ///
    /// - Parameters:
    ///   - tabs: The tabs in display order.
    ///   - selectedTab: The tab shown first.
    ///   - splitTabs: The tabs that hold a split view.
    ///   - contentColumnTabs: Those of `splitTabs` whose split view has a content column
    ///     between the sidebar and the detail (three columns).
    ///   - root: The root route of each tab's stack; for a tab in `splitTabs`, its
    ///     sidebar screen.
    /// - Throws: ``NavigationError/invalidTabs`` when `tabs` is empty, holds a tab twice,
    ///   or does not hold `selectedTab` or a tab of `splitTabs`, or when a tab of
    ///   `contentColumnTabs` is not in `splitTabs`.
    public init(
        tabs: [Tab],
        selectedTab: Tab,
        splitTabs: Set<Tab>,
        contentColumnTabs: Set<Tab> = [],
        root: (Tab) -> Route
    ) throws(NavigationError) {
        guard Set(tabs).count == tabs.count, let selectedIndex = tabs.firstIndex(of: selectedTab),
            splitTabs.isSubset(of: tabs), contentColumnTabs.isSubset(of: splitTabs)
        else {
            throw .invalidTabs
        }
        var ids = EntryAllocator()
        let items = tabs.map { tab in
            let stack = ids.stack(root: root(tab))
            guard splitTabs.contains(tab) else { return NavigationTabs<Route, Tab>.Item(tab: tab, stack: stack) }
            let split = NavigationSplit(
                sidebar: stack, selection: nil, hasContentColumn: contentColumnTabs.contains(tab),
                contentSelection: nil, detail: nil)
            return NavigationTabs<Route, Tab>.Item(tab: tab, split: split)
        }
        self.init(base: .tabs(NavigationTabs(items: items, selectedIndex: selectedIndex)), nextID: ids.next)
    }

    /// Creates the state of a split view, as `NavigationSplitView` draws it.
    ///
    /// The detail stack exists while something is selected: its root shows `selection`.
    ///
    /// - Parameters:
    ///   - sidebar: The route of the sidebar screen.
    ///   - selection: The item selected in the sidebar, or `nil` for none.
    public init(sidebar: Route, selection: Route? = nil) {
        self.init(sidebar: sidebar, selection: selection, path: [])
    }

    /// Creates the state of a split view with screens pushed on its detail stack.
    ///
    /// The detail stack's root shows `selection`, and `detailPath` is pushed on it. The
    /// selection is not optional here: without one there is no detail stack to hold the
    /// path, and a path given for none would be dropped unseen.
    ///
    /// - Parameters:
    ///   - sidebar: The route of the sidebar screen.
    ///   - selection: The item selected in the sidebar.
    ///   - detailPath: Routes pushed on the detail stack, bottom first.
    public init(sidebar: Route, selection: Route, detailPath: [Route]) {
        self.init(sidebar: sidebar, selection: selection, path: detailPath)
    }

    private init(sidebar: Route, selection: Route?, path detailPath: [Route]) {
        var ids = EntryAllocator()
        let sidebarStack = ids.stack(root: sidebar)
        let detail = selection.map { ids.stack(root: $0, path: detailPath) }
        let split = NavigationSplit(
            sidebar: sidebarStack, selection: selection, hasContentColumn: false, contentSelection: nil, detail: detail)
        self.init(base: .split(split), nextID: ids.next)
    }

    /// Creates the state of a three-column split view: sidebar, content column and
    /// detail; the detail stack's root shows `contentSelection`.
    ///
    /// - Parameters:
    ///   - sidebar: The route of the sidebar screen.
    ///   - selection: The item selected in the sidebar, or `nil` for none.
    ///   - contentSelection: The item selected in the content column, or `nil` for none.
    ///   - detailPath: Routes pushed on the detail stack, bottom first.
    /// - Throws: ``NavigationError/notSplit`` when `contentSelection` is set and
    ///   `selection` is not (the content column lists the sidebar selection's items), or
    ///   when `detailPath` is given without a `contentSelection` (there is then no detail
    ///   stack to hold it).
    public init(
        sidebar: Route,
        selection: Route?,
        contentSelection: Route?,
        detailPath: [Route] = []
    ) throws(NavigationError) {
        guard selection != nil || contentSelection == nil else { throw .notSplit }
        guard contentSelection != nil || detailPath.isEmpty else { throw .notSplit }
        var ids = EntryAllocator()
        let sidebarStack = ids.stack(root: sidebar)
        let detail = contentSelection.map { ids.stack(root: $0, path: detailPath) }
        let split = NavigationSplit(
            sidebar: sidebarStack, selection: selection, hasContentColumn: true, contentSelection: contentSelection,
            detail: detail)
        self.init(base: .split(split), nextID: ids.next)
    }

    /// Creates the state of an app whose tabs are all the cases of an enum, in order.
    ///
    /// The same rule as ``init(tabs:selectedTab:root:)``: `allCases` may come from remote
    /// configuration, so it is checked rather than trusted.
    ///
    /// - Parameters:
    ///   - selectedTab: The tab shown first.
    ///   - root: The root route of each tab's stack.
    /// - Throws: ``NavigationError/invalidTabs`` when `allCases` is empty, holds a case
    ///   twice, or does not hold `selectedTab`.
    public init(selectedTab: Tab, root: (Tab) -> Route) throws(NavigationError) where Tab: CaseIterable {
        try self.init(tabs: Array(Tab.allCases), selectedTab: selectedTab, root: root)
    }
}
