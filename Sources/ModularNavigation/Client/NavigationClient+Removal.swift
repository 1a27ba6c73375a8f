extension NavigationClient {
    /// Runs an action once, when this client's screen leaves the navigation state,
    /// however it leaves.
    ///
    /// A pop, a swipe back, a dismissed or swiped-down layer, a stack or a whole state
    /// replaced (a link, a restore), a removed tab and a closed window all run it, after the
    /// change is committed and its events reported, so a coordinator that drives a state
    /// machine from its screens' dismissals hears of each one, in the order the screens
    /// asked:
    ///
    /// ```swift
    /// client.onRemoved { coordinator.roomClosed(id) }
    /// ```
    ///
    /// A client made from closures (a preview's, a recording client's) keeps no screen
    /// objects, so its hooks never run; nor do those a screen that is already gone adds.
    ///
    /// - Parameter action: What to run; it runs on the main actor and may navigate.
    @MainActor
    public func onRemoved(_ action: @escaping @MainActor () -> Void) {
        screenObject { RemovalHooks() }.add(action)
    }
}
