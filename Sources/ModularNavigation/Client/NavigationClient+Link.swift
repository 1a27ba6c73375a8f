extension NavigationClient where Destination: Hashable & Sendable {
    /// The value of a `NavigationLink` that pushes a destination from this client's screen.
    ///
    /// A module's views know only their own destination type; the link's value carries the
    /// destination wrapped into the app's route (through every ``scope(_:)``), so tapping
    /// the link pushes through the navigator exactly as ``push(_:)`` does: guards see it,
    /// it is reported, and it is a screen with its own identity and client.
    ///
    /// ```swift
    /// NavigationLink("Asset 7", value: client.link(to: .detail(id: 7)))
    /// ```
    ///
    /// A client made from closures, with no navigator behind it, makes a value holding the
    /// destination itself.
    @MainActor
    public func link(to destination: Destination) -> NavigationLinkValue {
        linkHandler(destination) ?? NavigationLinkValue(route: destination, screen: nil)
    }
}
