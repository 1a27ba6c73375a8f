extension Navigator {
    /// Calls a closure with every screen each change removes, once per change, until the
    /// observer is removed.
    ///
    /// Every path that removes screens reports them here, in the order the state held
    /// them: a pop, a dismissed layer with everything pushed in it, a replaced stack or
    /// state (a link, a restore), a removed tab, a closed window. The observer runs after
    /// the change's events and the waits it ended; a screen's own hook is
    /// ``NavigationClient/onRemoved(_:)``.
    ///
    /// ```swift
    /// navigator.addRemovalObserver { screens in
    ///     for screen in screens { analytics.screenLeft(screen.route) }
    /// }
    /// ```
    ///
    /// - Returns: The registration to pass to ``removeRemovalObserver(_:)``.
    @discardableResult
    public func addRemovalObserver(_ observer: @escaping @MainActor ([NavigationEntry<Route>]) -> Void)
        -> NavigationRegistration
    {
        let id = listeners.makeID()
        removalObservers.append((id, observer))
        return NavigationRegistration(kind: .removalObserver, rawValue: id)
    }

    /// Stops calling a removal observer; removing one twice does nothing.
    public func removeRemovalObserver(_ registration: NavigationRegistration) {
        guard registration.kind == .removalObserver else { return }
        removalObservers.removeAll { $0.id == registration.rawValue }
    }

    /// Tells the removal observers of the screens a change removed.
    @usableFromInline
    func tellRemovals(_ screens: [NavigationEntry<Route>]) {
        // A copy, so that an observer that adds or removes one changes the next change's list.
        for (_, observe) in removalObservers { observe(screens) }
    }
}
