extension NavigationWindows {
    /// Calls a closure with every event of the owner and of every window's navigator, in
    /// order, until the observer is removed.
    ///
    /// ```swift
    /// windows.addEventObserver { event in
    ///     if case .navigation(let window, .pushed(let entry, _)) = event { log(window, entry) }
    /// }
    /// ```
    @discardableResult
    public func addEventObserver(_ observer: @escaping @MainActor (NavigationWindowEvent<Route, Tab>) -> Void)
        -> EventObserverID
    {
        listeners.add(observer)
    }

    /// Stops calling an observer; removing one twice does nothing.
    public func removeEventObserver(_ id: EventObserverID) {
        listeners.removeObserver(id)
    }

    /// Delivers events in the order they happened, as the navigator does (see
    /// `EventDelivering`).
    func emit(_ event: NavigationWindowEvent<Route, Tab>) {
        deliver(CollectionOfOne(event))
    }
}

extension NavigationWindows: EventDelivering {}
