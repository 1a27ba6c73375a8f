import ExampleInterfaces
import ModularNavigation
import Observation

/// The shelf: opens a book (an internal screen) or the settings sheet.
@MainActor
@Observable
final class ShelfModel: ScreenModel {
    let catalog: LibraryCatalog
    private let navigationClient: NavigationClient<LibraryDestination>

    init(catalog: LibraryCatalog, navigationClient: NavigationClient<LibraryDestination>) {
        self.catalog = catalog
        self.navigationClient = navigationClient
    }

    var title: String { "Library" }
    var status: String? { "\(catalog.books.count) books" }

    var actions: [ScreenAction] {
        catalog.books.map { book in
            ScreenAction("Read \(book.title)") { self.open(book) }
        } + [ScreenAction("Library settings") { self.showSettings() }]
    }

    func open(_ book: LibraryCatalog.Book) {
        navigationClient.push(.internal(.book(id: book.id)))
    }

    func showSettings() {
        navigationClient.presentSheet(.public(.settings))
    }
}
