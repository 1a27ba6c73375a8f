public import ExampleInterfaces
import ModularNavigation

extension LibraryDestination {
    /// The models of the Library's screens, reading books from a catalog.
    ///
    /// - Parameter catalog: Where books come from.
    public static func liveModels(catalog: LibraryCatalog = .live) -> ModelBuilder<LibraryDestination> {
        { destination, mode, client in screen(destination, mode: mode, client: client, catalog: catalog).model }
    }

    /// The models with a one-book catalog, for previews and tests.
    public static func mockModels() -> ModelBuilder<LibraryDestination> {
        liveModels(catalog: .mock)
    }

    /// The models of the Library's screens in an app that can open windows: the shelf
    /// also offers each book in a new window.
    ///
    /// - Parameters:
    ///   - catalog: Where books come from.
    ///   - openWindow: Opens a destination in a new window; `nil` where the app has none.
    public static func liveModels(
        catalog: LibraryCatalog = .live,
        openWindow: LibraryWindowOpener?
    ) -> ModelBuilder<LibraryDestination> {
        { destination, mode, client in
            screen(destination, mode: mode, client: client, catalog: catalog, openWindow: openWindow).model
        }
    }

    /// The model of a screen, made once per screen and kept while the screen lives.
    @MainActor
    static func screen(
        _ destination: LibraryDestination,
        mode: NavigationMode,
        client: NavigationClient<LibraryDestination>,
        catalog: LibraryCatalog,
        openWindow: LibraryWindowOpener? = nil
    ) -> LibraryScreen {
        switch destination.kind {
        case .public(.shelf):
            .shelf(
                client.screenObject { ShelfModel(catalog: catalog, navigationClient: client, openWindow: openWindow) })
        case .public(.settings):
            .settings(client.screenObject { LibrarySettingsModel(navigationClient: client) })
        case .internal(.book(let id)):
            .book(client.screenObject { BookModel(book: catalog.book(id: id), navigationClient: client) })
        case .public(.checkout(let id)):
            .checkout(client.screenObject { CheckoutModel(book: catalog.book(id: id), navigationClient: client) })
        case .internal(.borrowed(let id)):
            .borrowed(client.screenObject { BorrowedModel(book: catalog.book(id: id), navigationClient: client) })
        }
    }
}
