extension NavigationState {
    /// The stack that presented the layer at a level (1 is the first presentation): the
    /// layer under it, or the base stack under the first.
    ///
    /// A layer that leaves its presenter in front (an inspector) did not present what lies
    /// over it: the stack beside it did, and what it presents goes on top of the one chain
    /// (``PresentationStyle`` explains why). So the rule looks through such layers, down to
    /// the first that covers what it was presented over. The state does not record which of
    /// the two presented a layer over an inspector; this is the reading that never
    /// misdelivers a finish, and the one rule the navigator, the logs, the route map and the
    /// hosts read.
    package func presenterLocation(ofLevel level: Int) -> StackLocation<Tab> {
        var under = min(level, _presentations.count + 1) - 1
        while under >= 1, _presentations[under - 1]._style.leavesPresenterInFront { under -= 1 }
        return under >= 1 ? .presented(under) : baseLocation
    }

    /// The stack a layer at a level hangs over on screen: the layer just under it, or the
    /// base stack under the first, whatever presented it.
    ///
    /// A UI attaches each presentation to the stack under it, an inspector's too: this is
    /// where a backend draws a level, and where a restyled sheet's change is told.
    @usableFromInline
    package func locationUnder(level: Int) -> StackLocation<Tab> {
        level > 1 ? .presented(level - 1) : baseLocation
    }

    /// The stack whose view draws the layer at a level, or `nil` for the root view: a
    /// layer over the app is drawn over the whole layout, so that it stays on screen while
    /// the base changes under it; every other layer over the stack under it
    /// (``locationUnder(level:)``).
    package func drawingLocation(ofLevel level: Int) -> StackLocation<Tab>? {
        level == 1 && _presentations.first?._placement == .overApp ? nil : locationUnder(level: level)
    }
}
