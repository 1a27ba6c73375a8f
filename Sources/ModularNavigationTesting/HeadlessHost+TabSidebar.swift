extension HeadlessHost {
    /// Taps a tab's row in iPad's sidebar, the form iOS 18's `.sidebarAdaptable` tab view
    /// takes in regular width.
    ///
    /// The sidebar is the same `TabView` drawn another way: its rows write the same
    /// selection as the tab bar's items, so the tap is a tab tap, with the same refusals
    /// and the same re-tap rule (back to the root, or at the root a scroll to the top).
    ///
    /// - Returns: Whether the tap applied, as ``tapTab(_:)`` says.
    @discardableResult
    public func tapSidebarTab(_ tab: Tab) -> Bool {
        tapTab(tab)
    }
}
