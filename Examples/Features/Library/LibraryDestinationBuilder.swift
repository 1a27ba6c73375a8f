#if canImport(SwiftUI)
    public import ModularNavigationSwiftUI
    public import SwiftUI

    /// The Library's builder: turns a destination into its view.
    ///
    /// Live and mock builders differ only in the catalog they hand to the screens' models.
    @MainActor
    public struct LibraryDestinationBuilder<DestinationView: View> {
        /// Builds the view of a destination.
        public let buildDestination: DestinationBuilder<LibraryDestination, DestinationView>

        /// Creates a builder from a closure.
        public init(buildDestination: @escaping DestinationBuilder<LibraryDestination, DestinationView>) {
            self.buildDestination = buildDestination
        }
    }

    @MainActor
    extension LibraryDestination {
        /// The builder the app uses.
        public static func liveBuilder(catalog: LibraryCatalog = .live) -> LibraryDestinationBuilder<LibraryScreen> {
            liveBuilder(catalog: catalog, openWindow: nil)
        }

        /// The builder for previews: a one-book catalog.
        public static func mockBuilder() -> LibraryDestinationBuilder<LibraryScreen> {
            liveBuilder(catalog: .mock)
        }

        /// The builder of an app that can open windows: the shelf also offers each book
        /// in a new window.
        ///
        /// - Parameters:
        ///   - catalog: Where books come from.
        ///   - openWindow: Opens a destination in a new window; `nil` where the app has none.
        public static func liveBuilder(
            catalog: LibraryCatalog = .live,
            openWindow: LibraryWindowOpener?
        ) -> LibraryDestinationBuilder<LibraryScreen> {
            LibraryDestinationBuilder { destination, _, client in
                screen(destination, client: client, catalog: catalog, openWindow: openWindow)
            }
        }
    }
#endif
