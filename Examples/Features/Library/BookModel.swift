import ExampleInterfaces
import ModularNavigation
import Observation

/// One book, reachable only from inside the Library.
@MainActor
@Observable
final class BookModel: ScreenModel {
    let book: LibraryCatalog.Book?
    private(set) var isRead = false
    private let navigationClient: NavigationClient<LibraryDestination>

    init(book: LibraryCatalog.Book?, navigationClient: NavigationClient<LibraryDestination>) {
        self.book = book
        self.navigationClient = navigationClient
    }

    var title: String { book?.title ?? "Missing book" }
    var status: String? { isRead ? "Read" : "Not read yet" }

    var actions: [ScreenAction] {
        [
            ScreenAction(isRead ? "Mark as unread" : "Mark as read") { self.isRead.toggle() },
            ScreenAction("Back to the shelf") { self.navigationClient.dismiss() },
        ]
    }
}
