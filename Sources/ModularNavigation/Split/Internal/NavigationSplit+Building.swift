extension NavigationSplit {
    @inlinable
    package init(
        sidebar: NavigationStackState<Route>,
        selection: Route?,
        hasContentColumn: Bool,
        contentSelection: Route?,
        detail: NavigationStackState<Route>?
    ) {
        self._sidebar = sidebar
        self._selection = selection
        self._hasContentColumn = hasContentColumn
        self._contentSelection = contentSelection
        self._detail = detail
    }
}
