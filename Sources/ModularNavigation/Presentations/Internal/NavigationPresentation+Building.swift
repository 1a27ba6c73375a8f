extension NavigationPresentation {
    @inlinable
    package init(
        style: PresentationStyle, stack: NavigationStackState<Route>,
        placement: PresentationPlacement = .overPresenter
    ) {
        self._style = style
        self._stack = stack
        self._placement = placement
    }
}
