#if canImport(SwiftUI)
    public import ModularNavigation
    public import SwiftUI

    // Spellings from before the names settled, kept so code written against them still
    // builds; each forwards to its replacement and says which it is.

    extension NavigationDestinationView {
        /// Creates a view of a child module's destination.
        @available(*, deprecated, renamed: "init(_:parentClient:mode:embed:builder:)")
        public init<Parent>(
            previousClient: NavigationClient<Parent>,
            mode: NavigationMode,
            destination: Destination,
            embed: @escaping @MainActor (Destination) -> Parent,
            builder: @escaping DestinationBuilder<Destination, Content>
        ) {
            self.init(destination, parentClient: previousClient, mode: mode, embed: embed, builder: builder)
        }

        /// Creates a view of a destination of the same type as the previous client's.
        @available(*, deprecated, renamed: "init(_:client:mode:builder:)")
        public init(
            previousClient: NavigationClient<Destination>,
            mode: NavigationMode,
            destination: Destination,
            builder: @escaping DestinationBuilder<Destination, Content>
        ) {
            self.init(destination, client: previousClient, mode: mode, builder: builder)
        }
    }

    extension NavigationTabModel {
        /// Creates a tab item; the seed's spelling.
        @available(*, deprecated, renamed: "init(label:tab:)")
        public init(label: some View, destination: Tab) {
            self.init(label: label, tab: destination)
        }

        /// The tab this item selects; the seed's spelling.
        @available(*, deprecated, renamed: "tab")
        public var destination: Tab { tab }
    }
#endif
