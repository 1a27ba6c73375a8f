public import ModularNavigation

/// The model of each Library screen: what the builder makes and the view draws.
///
/// The terminal demo reads the same models, so it reaches them through this too.
public enum LibraryScreen {
    case shelf(ShelfModel)
    case book(BookModel)
    case settings(LibrarySettingsModel)
    case checkout(CheckoutModel)
    case borrowed(BorrowedModel)
}

extension LibraryDestination {
    /// The model of a screen, made once per screen and kept while the screen lives.
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - client: The screen's client.
    ///   - catalog: Where books come from; ``LibraryCatalog/mock`` for previews.
    ///   - openWindow: Opens a destination in a new window; `nil` where the app has none.
    @MainActor
    public static func screen(
        _ destination: LibraryDestination,
        client: NavigationClient<LibraryDestination>,
        catalog: LibraryCatalog = .live,
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
