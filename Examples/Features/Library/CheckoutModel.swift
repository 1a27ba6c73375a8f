import ModularNavigation
public import Observation

/// Borrowing a book, shown above the tabs: confirm to borrow it, or cancel to go back to
/// wherever the checkout started.
@MainActor
@Observable
public final class CheckoutModel {
    /// The book to borrow, or `nil` when the catalog does not have it.
    public let book: LibraryCatalog.Book?
    private let navigationClient: NavigationClient<LibraryDestination>

    init(book: LibraryCatalog.Book?, navigationClient: NavigationClient<LibraryDestination>) {
        self.book = book
        self.navigationClient = navigationClient
    }

    /// The checkout's title.
    public var title: String { "Borrow \(book?.title ?? "a missing book")" }
    /// The terms, or why the book cannot be borrowed.
    public var status: String { book == nil ? "This book is not on the shelf" : "Due back in 14 days" }
    /// Whether there is a book to confirm; a missing one can only be cancelled.
    public var canConfirm: Bool { book != nil }

    /// Borrows the book: the checkout's last step.
    public func confirm() {
        guard let book else { return }
        navigationClient.push(.internal(.borrowed(id: book.id)))
    }

    /// Leaves the checkout: the stack above the tabs goes and the tabs show as they were.
    public func cancel() {
        navigationClient.close()
    }
}
