import ExampleInterfaces
import ModularNavigation
import Observation

/// The checkout's last screen: the book is borrowed, and done closes the checkout.
@MainActor
@Observable
final class BorrowedModel: ScreenModel {
    let book: LibraryCatalog.Book?
    private let navigationClient: NavigationClient<LibraryDestination>

    init(book: LibraryCatalog.Book?, navigationClient: NavigationClient<LibraryDestination>) {
        self.book = book
        self.navigationClient = navigationClient
    }

    var title: String { "Borrowed" }
    var status: String? { "\(book?.title ?? "The book") is yours for 14 days" }

    var actions: [ScreenAction] {
        [ScreenAction("Done") { self.navigationClient.close() }]
    }
}
