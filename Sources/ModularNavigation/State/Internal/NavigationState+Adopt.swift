extension NavigationState {
    /// A restored state as it is, keeping every identity that is safe to keep.
    ///
    /// Restored identities survive a cold start, so saved screens keep their identity.
    /// An identity this state already handed out for another screen is renumbered, so
    /// that a client of a screen that is gone can never act on a restored one; the next
    /// identity is above both sides'.
    @usableFromInline
    func adopting(_ restored: NavigationState) -> NavigationState {
        // A restored identity stays when it names the same screen here, or when this
        // state never handed it out; any other would let an old client act on a new
        // screen, so it is renumbered above everything either side has used.
        let routes = routesByIdentity
        let used = nextID
        return renumbering(restored, from: max(restored.nextID, nextID)) { entry in
            entry.id.rawValue >= used || routes[entry.id] == entry.route
        }
    }
}
