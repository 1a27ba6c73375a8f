extension NavigationPresentation {
    @inlinable
    package init(style: PresentationStyle, stack: NavigationStackState<Route>) {
        self._style = style
        self._stack = stack
    }
}
