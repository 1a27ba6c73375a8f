import ExampleInterfaces
import ModularNavigation
import Observation

/// The shelf: opens a book (an internal screen) or the settings sheet, and a book in a
/// window of its own where the app can open windows.
@MainActor
@Observable
final class ShelfModel: ScreenModel {
    let catalog: LibraryCatalog
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

    var title: String { "Library" }
    var status: String? { "\(catalog.books.count) books" }

    var actions: [ScreenAction] {
        catalog.books.map { book in
            ScreenAction("Read \(book.title)") { self.open(book) }
        } + windowActions + [ScreenAction("Library settings") { self.showSettings() }]
    }

    /// One "open in new window" per book, when the app can open windows.
    private var windowActions: [ScreenAction] {
        guard let openWindow else { return [] }
        return catalog.books.map { book in
            ScreenAction("Open \(book.title) in new window") { openWindow(.internal(.book(id: book.id))) }
        }
    }

    func open(_ book: LibraryCatalog.Book) {
        navigationClient.push(.internal(.book(id: book.id)))
    }

    func showSettings() {
        navigationClient.presentSheet(.public(.settings))
    }
}
