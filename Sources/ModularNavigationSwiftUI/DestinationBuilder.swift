#if canImport(SwiftUI)
    public import ModularNavigation

    /// Builds the view of a destination, given how it is shown and the client bound to it.
    ///
    /// A module exposes one builder for its destinations; live and mock builders differ
    /// only in the dependencies they hand to view models. The adapter may call a builder
    /// many times for the same screen, so view models belong in
    /// ``NavigationClient/screenObject(_:)``, which makes them once per screen.
    ///
    /// ```swift
    /// let builder: DestinationBuilder<ProfileDestination, ProfileView> = { destination, mode, client in
    ///     ProfileView(model: client.screenObject { ProfileModel(destination, client: client) })
    /// }
    /// ```
    public typealias DestinationBuilder<Destination, Content> =
        @MainActor (Destination, NavigationMode, NavigationClient<Destination>) -> Content
#endif
