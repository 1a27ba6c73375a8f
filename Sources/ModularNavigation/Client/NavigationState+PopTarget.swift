extension NavigationState {
    /// The screen a client's `pop(to:)` pops back to, in the stack the core names the
    /// screen's own (`ownStack(of:)`: in a flow shown above the tabs it starts at the
    /// flow's root in every layout).
    ///
    /// The root; the nearest screen of a route, counted from the top; or a screen by its
    /// identity. A target the stack does not hold is `notInStack`, and a screen that is
    /// gone `screenGone`, which the navigator reports as a no-op and a stale call.
    func popDestination(
        from screen: EntryID, to target: NavigationClient<Route>.PopTarget
    ) throws(NavigationError) -> EntryID {
        guard let screens = ownStack(of: screen), let root = screens.first else { throw .screenGone(screen) }
        let destination: EntryID? =
            switch target {
            case .root: root.id
            case .destination(let route): screens.last { $0.route == route }?.id
            case .screen(let id): screens.contains { $0.id == id } ? id : nil
            }
        guard let destination else { throw .notInStack }
        return destination
    }
}
