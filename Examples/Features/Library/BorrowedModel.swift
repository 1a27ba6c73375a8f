import ModularNavigation
public import Observation

/// The checkout's last screen: the book is borrowed, and done closes the checkout.
@MainActor
@Observable
public final class BorrowedModel {
    /// The book borrowed, or `nil` when the catalog no longer has it.
    public let book: LibraryCatalog.Book?
    private let navigationClient: NavigationClient<LibraryDestination>

    init(book: LibraryCatalog.Book?, navigationClient: NavigationClient<LibraryDestination>) {
        self.book = book
        self.navigationClient = navigationClient
    }

    /// What the screen tells the reader.
    public var status: String { "\(book?.title ?? "The book") is yours for 14 days" }

    /// Closes the whole checkout: the tabs show again as they were.
    public func done() {
        navigationClient.close()
    }
}
