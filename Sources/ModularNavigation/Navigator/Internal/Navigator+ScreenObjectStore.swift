extension Navigator {
    /// The objects stored for a screen, in no particular order; none for a screen that is gone.
    ///
    /// For the Testing target's lookups, which must never create one.
    package func storedScreenObjects(for screen: EntryID) -> [AnyObject] {
        core.screenObjects.objects(for: screen)
    }
}

extension Navigator {
    /// Ends the part this navigator played in a window that closed.
    ///
    /// Every screen's objects are released, every open and queued dialog closes
    /// unanswered, and every wait on them ends as cancelled, through the same settling
    /// as any change. Each screen is given a new identity, so that the clients handed
    /// out before are bound to screens that are gone: their later calls are stale calls,
    /// reported and changing nothing, as for any screen that left; with no dialog left
    /// open, a late answer is refused. Views are not told: the window is going away, and
    /// redrawing it would only make again the objects just released.
    package func retire() {
        let departed = current.entries
        var change = NavigationChange<Route, Tab>()
        let events = current.closeAllDialogs(recording: &change)
        current = current.renumbering(current, from: current.nextID) { _, _ in false }
        let leaving = core.screenObjects.releaseAll()
        settleWaits(departed: departed, closedDialogs: change.closedDialogs, events: events)
        if !departed.isEmpty { tellRemovals(departed) }
        for hooks in leaving { hooks.run() }
    }
}
