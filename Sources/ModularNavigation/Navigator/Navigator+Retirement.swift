extension Navigator {
    /// Ends the part this navigator played in a window that closed.
    ///
    /// Every screen's objects are released and every awaited result ends as cancelled.
    /// Each screen is given a new identity, so that the clients handed out before are
    /// bound to screens that are gone: their later calls are stale calls, reported and
    /// changing nothing, as for any screen that left. Views are not told: the window is
    /// going away, and redrawing it would only make again the objects just released.
    package func retire() {
        let departed = current.entries
        current = current.renumbering(current, from: current.nextID) { _ in false }
        screenObjects = ScreenObjectStore()
        let cancelled = takeResults(for: departed)
        emit(cancelled.map { .resultCancelled($0.screen) })
        for (_, waiter) in cancelled { waiter.resume(.cancelled) }
    }
}
