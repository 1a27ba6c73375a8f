extension NavigationState {
    /// A restored state as it is, identities included, with a next identity above both
    /// this state's and the restored one's.
    ///
    /// Restoration already raises the restored state's next identity above every
    /// restored screen; taking the larger of both also keeps identities this state
    /// handed out from coming back for new screens.
    func adopting(_ restored: NavigationState) -> NavigationState {
        var result = restored
        result.nextID = max(restored.nextID, nextID)
        return result
    }
}
