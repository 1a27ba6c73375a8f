#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    /// Draws another module's destination inside the current screen, with a client of
    /// that module's destination type.
    ///
    /// The child module's screens push and present through the parent's client, so
    /// they land on the parent's stack; the child never learns the parent's type.
    ///
    /// ```swift
    /// NavigationDestinationView(
    ///     previousClient: client,           // NavigationClient<ParentDestination>
    ///     mode: mode,
    ///     destination: .landing,            // ChildDestination
    ///     embed: ParentDestination.child,
    ///     builder: ChildDestination.liveBuilder().buildDestination
    /// )
    /// ```
    @MainActor
    public struct NavigationDestinationView<Destination, Content: View>: View {
        private let client: NavigationClient<Destination>
        private let mode: NavigationMode
        private let destination: Destination
        private let builder: DestinationBuilder<Destination, Content>
        @Environment(\.navigationClient) private var enclosingClient

        /// Creates a view of a child module's destination.
        ///
        /// - Parameters:
        ///   - previousClient: The client of the screen that shows the child module.
        ///   - mode: How that screen is shown.
        ///   - destination: The child module's destination to draw.
        ///   - embed: Turns a child destination into one of the parent's; an enum case
        ///     works.
        ///   - builder: The child module's builder.
        public init<Parent>(
            previousClient: NavigationClient<Parent>,
            mode: NavigationMode,
            destination: Destination,
            embed: @escaping @MainActor (Destination) -> Parent,
            builder: @escaping DestinationBuilder<Destination, Content>
        ) {
            self.client = previousClient.scope(embed)
            self.mode = mode
            self.destination = destination
            self.builder = builder
        }

        /// Creates a view of a destination of the same type as the previous client's.
        ///
        /// - Parameters:
        ///   - previousClient: The client of the screen that shows the destination.
        ///   - mode: How that screen is shown.
        ///   - destination: The destination to draw.
        ///   - builder: The builder of the destination's module.
        public init(
            previousClient: NavigationClient<Destination>,
            mode: NavigationMode,
            destination: Destination,
            builder: @escaping DestinationBuilder<Destination, Content>
        ) {
            self.client = previousClient
            self.mode = mode
            self.destination = destination
            self.builder = builder
        }

        public var body: some View {
            builder(destination, mode, client)
                .environment(\.navigationClient, AnyNavigationClient(client, under: enclosingClient))
        }
    }
#endif

#if canImport(SwiftUI) && DEBUG
    #Preview("Child module through a parent client") {
        NavigationStack {
            NavigationDestinationView(
                previousClient: NavigationClient<PreviewRoute>.noop,
                mode: .push,
                destination: PreviewChildDestination.landing,
                embed: PreviewRoute.child
            ) { destination, _, client in
                PreviewChildScreen(destination: destination, client: client)
            }
        }
    }
#endif
