import ExampleInterfaces
import ModularNavigation
import Observation

/// Borrowing a book, shown above the tabs: confirm to borrow it, or cancel to go back to
/// wherever the checkout started.
@MainActor
@Observable
final class CheckoutModel: ScreenModel {
    let book: LibraryCatalog.Book?
    private let navigationClient: NavigationClient<LibraryDestination>

    init(book: LibraryCatalog.Book?, navigationClient: NavigationClient<LibraryDestination>) {
        self.book = book
        self.navigationClient = navigationClient
    }

    var title: String { "Borrow \(book?.title ?? "a missing book")" }
    var status: String? { book == nil ? "This book is not on the shelf" : "Due back in 14 days" }

    var actions: [ScreenAction] {
        guard let book else { return [ScreenAction("Cancel") { self.cancel() }] }
        return [
            ScreenAction("Confirm") { self.navigationClient.push(.internal(.borrowed(id: book.id))) },
            ScreenAction("Cancel") { self.cancel() },
        ]
    }

    /// Leaves the checkout: the stack above the tabs goes and the tabs show as they were.
    func cancel() {
        navigationClient.close()
    }
}
