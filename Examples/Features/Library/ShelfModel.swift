import ModularNavigation
public import Observation

/// The shelf: opens a book (an internal screen) or the settings sheet, and a book in a
/// window of its own where the app can open windows.
@MainActor
@Observable
public final class ShelfModel {
    /// Where the books come from.
    public let catalog: LibraryCatalog
    private let navigationClient: NavigationClient<LibraryDestination>
    private let openWindow: LibraryWindowOpener?

    init(
        catalog: LibraryCatalog,
        navigationClient: NavigationClient<LibraryDestination>,
        openWindow: LibraryWindowOpener? = nil
    ) {
        self.catalog = catalog
        self.navigationClient = navigationClient
        self.openWindow = openWindow
    }

    /// How many books the shelf holds, in words.
    public var status: String { "\(catalog.books.count) books" }
    /// Whether the app can open a book in a window of its own.
    public var opensWindows: Bool { openWindow != nil }

    /// Pushes a book, a screen only the Library can name.
    public func open(_ book: LibraryCatalog.Book) {
        navigationClient.push(.internal(.book(id: book.id)))
    }

    /// Opens a book in a new window; nothing where the app has no windows.
    public func openInNewWindow(_ book: LibraryCatalog.Book) {
        openWindow?(.internal(.book(id: book.id)))
    }

    /// Presents the settings in a sheet.
    public func showSettings() {
        navigationClient.presentSheet(.public(.settings))
    }
}
