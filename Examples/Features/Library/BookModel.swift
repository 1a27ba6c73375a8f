import ModularNavigation
public import Observation

/// One book, reachable only from inside the Library.
@MainActor
@Observable
public final class BookModel {
    /// The book, or `nil` when the catalog no longer has it.
    public let book: LibraryCatalog.Book?
    /// Whether the reader marked the book as read.
    public private(set) var isRead = false
    private let navigationClient: NavigationClient<LibraryDestination>

    init(book: LibraryCatalog.Book?, navigationClient: NavigationClient<LibraryDestination>) {
        self.book = book
        self.navigationClient = navigationClient
    }

    /// The book's title, as the navigation bar shows it.
    public var title: String { book?.title ?? "Missing book" }
    /// Whether the book is read, in words.
    public var status: String { isRead ? "Read" : "Not read yet" }
    /// The label of the button that flips ``isRead``.
    public var toggleReadLabel: String { isRead ? "Mark as unread" : "Mark as read" }

    /// Marks the book as read, or as unread again.
    public func toggleRead() {
        isRead.toggle()
    }

    /// Goes back to the screen that opened the book.
    public func backToShelf() {
        navigationClient.dismiss()
    }

    /// Starts the checkout above the tabs: the tab bar hides until it is done or
    /// cancelled, and this screen is where it was when it comes back.
    public func borrow() {
        guard let book else { return }
        navigationClient.navigate(to: .public(.checkout(bookID: book.id)), mode: .aboveTabs)
    }

    /// The choices of the book's options dialog.
    enum Option: Hashable, Sendable {
        case toggleRead, backToShelf, cancel
    }

    /// Offers the book's actions in a confirmation dialog, as a toolbar's "…" would.
    public func showOptions() async {
        let answer = await navigationClient.presentDialog(
            .confirmationDialog(
                title,
                buttons: [
                    DialogButton(toggleReadLabel, action: Option.toggleRead),
                    DialogButton("Back to the shelf", action: Option.backToShelf),
                    DialogButton("Cancel", role: .cancel, action: Option.cancel),
                ]))
        switch answer {
        case .chosen(.toggleRead): isRead.toggle()
        case .chosen(.backToShelf): navigationClient.dismiss()
        case .chosen(.cancel), .dismissed: break
        }
    }
}
