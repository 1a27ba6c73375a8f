#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    /// Draws another module's destination inside the current screen, with a client of
    /// that module's destination type.
    ///
    /// The child module's screens push and present through the parent's client, so
    /// they land on the parent's stack; the child never learns the parent's type. How
    /// the screen is shown comes from the environment the adapter sets for each screen.
    ///
    /// ```swift
    /// NavigationDestinationView(
    ///     .landing,                        // ChildDestination
    ///     parentClient: client,            // NavigationClient<ParentDestination>
    ///     embed: ParentDestination.child,
    ///     builder: ChildDestination.liveBuilder().buildDestination
    /// )
    /// ```
    @MainActor
    public struct NavigationDestinationView<Destination, Content: View>: View {
        private let client: NavigationClient<Destination>
        private let mode: NavigationMode?
        private let destination: Destination
        private let builder: DestinationBuilder<Destination, Content>
        @Environment(\.navigationClient) private var enclosingClient
        @Environment(\.navigationMode) private var shownMode

        /// Creates a view of a child module's destination.
        ///
        /// - Parameters:
        ///   - destination: The child module's destination to draw.
        ///   - parentClient: The client of the screen that shows the child module.
        ///   - mode: How that screen is shown; by default the environment's
        ///     `navigationMode`, which the adapter sets for every screen it draws.
        ///   - embed: Turns a child destination into one of the parent's; an enum case
        ///     works.
        ///   - builder: The child module's builder.
        public init<Parent>(
            _ destination: Destination,
            parentClient: NavigationClient<Parent>,
            mode: NavigationMode? = nil,
            embed: @escaping @MainActor (Destination) -> Parent,
            @ViewBuilder builder: @escaping DestinationBuilder<Destination, Content>
        ) {
            self.init(destination, client: parentClient.scope(embed), mode: mode, builder: builder)
        }

        /// Creates a view of a child module's destination whose module asks for other
        /// modules' screens, answering its requests with `answer`.
        ///
        /// ```swift
        /// NavigationDestinationView(
        ///     destination, parentClient: client, embed: AppRoute.assets, answering: AppRoute.fromAssets,
        ///     builder: { AssetsDestination.screen($0, client: $2) })
        /// ```
        ///
        /// - Parameters:
        ///   - destination: The child module's destination to draw.
        ///   - parentClient: The client of the screen that shows the child module.
        ///   - mode: How that screen is shown; by default the environment's
        ///     `navigationMode`.
        ///   - embed: Turns a child destination into one of the parent's; an enum case
        ///     works.
        ///   - answer: Turns one of the child module's requests into the parent's
        ///     destination that answers it (see `NavigationClient.scope(_:answering:)`).
        ///   - builder: The child module's builder.
        public init<Parent>(
            _ destination: Destination,
            parentClient: NavigationClient<Parent>,
            mode: NavigationMode? = nil,
            embed: @escaping @MainActor (Destination) -> Parent,
            answering answer: @escaping @MainActor (Destination.Request) -> Parent,
            @ViewBuilder builder: @escaping DestinationBuilder<Destination, Content>
        ) where Destination: RequestingDestination {
            self.init(destination, client: parentClient.scope(embed, answering: answer), mode: mode, builder: builder)
        }

        /// Creates a view of a destination with a client of its own type.
        ///
        /// - Parameters:
        ///   - destination: The destination to draw.
        ///   - client: The client of the screen that shows the destination.
        ///   - mode: How that screen is shown; by default the environment's
        ///     `navigationMode`.
        ///   - builder: The builder of the destination's module.
        public init(
            _ destination: Destination,
            client: NavigationClient<Destination>,
            mode: NavigationMode? = nil,
            @ViewBuilder builder: @escaping DestinationBuilder<Destination, Content>
        ) {
            self.client = client
            self.mode = mode
            self.destination = destination
            self.builder = builder
        }

        public var body: some View {
            builder(destination, mode ?? shownMode, client)
                .environment(\.navigationClient, AnyNavigationClient(client, under: enclosingClient))
        }
    }
#endif

#if canImport(SwiftUI) && DEBUG
    #Preview("Child module through a parent client") {
        NavigationStack {
            NavigationDestinationView(
                PreviewChildDestination.landing,
                parentClient: NavigationClient<PreviewRoute>.noop,
                mode: .push,
                embed: PreviewRoute.child
            ) { destination, _, client in
                PreviewChildScreen(destination: destination, client: client)
            }
        }
    }

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
