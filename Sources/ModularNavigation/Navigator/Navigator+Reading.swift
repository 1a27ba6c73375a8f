extension Navigator {
    /// The stack at a location, observed on its own: the caller is notified when this
    /// stack changes, and not when another stack or a presentation changes.
    @inlinable
    public func stack(at location: StackLocation<Tab>) -> NavigationStackState<Route>? {
        access(.stack(location))
        return core.read { $0.stack(at: location) }
    }

    /// How the stack presented directly over a location is shown, observed on its own:
    /// the caller is notified when that presentation comes, goes, or changes its options
    /// (a sheet dragged to another detent), and not when a screen is pushed inside it.
    ///
    /// ```swift
    /// let detent = navigator.presentationStyle(over: .main)?.sheetOptions?.selectedDetent
    /// ```
    @inlinable
    public func presentationStyle(over location: StackLocation<Tab>) -> PresentationStyle? {
        access(.presentation(location))
        return core.read { $0.presentation(over: location)?.style }
    }

    /// The selected tab, or `nil` without tabs; observed on its own.
    @inlinable
    public var selectedTab: Tab? {
        access(.tabSelection)
        return core.read { $0.selectedTab }
    }

    /// A split view's sidebar selection, or `nil` without that split view or a
    /// selection; observed on its own: a push in the detail does not notify the caller.
    ///
    /// - Parameter tab: The tab whose split view it is; `nil` names the split view an
    ///   action that names no tab acts on: the app's, or else the selected tab's (see
    ///   ``NavigationAction/selectSidebar(_:in:)``).
    @inlinable
    public func splitSelection(in tab: Tab? = nil) -> Route? {
        splitView(in: tab)?.selection
    }

    /// A split view's content-column selection, or `nil`; observed and named as
    /// ``splitSelection(in:)``.
    @inlinable
    public func contentSelection(in tab: Tab? = nil) -> Route? {
        splitView(in: tab)?.contentSelection
    }

    /// A split view named as actions name it, read under observation of the selections
    /// (and of the selected tab, when the name follows it).
    @inlinable
    func splitView(in tab: Tab?) -> NavigationSplit<Route>? {
        access(.splitSelection)
        let (split, followsTab) = core.read { state in
            (state.namedSplit(tab)?.split, tab == nil && state.split == nil && state.tabs != nil)
        }
        if followsTab { access(.tabSelection) }
        return split
    }

    /// The stack the user sees, observed on its own: the caller is notified when the
    /// visible stack or the presentation chain changes (`topStack.depth` is how many
    /// screens a back gesture could pop).
    @inlinable
    public var topStack: NavigationStackState<Route> {
        access(.top)
        // In place: read through `core.read`, the base was copied to be matched.
        return core.state.topStackInPlace()
    }
}
