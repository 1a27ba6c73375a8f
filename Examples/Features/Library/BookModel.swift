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
            ScreenAction("More…") { await self.showOptions() },
            ScreenAction("Borrow") { self.borrow() },
        ]
    }

    /// Starts the checkout above the tabs: the tab bar hides until it is done or
    /// cancelled, and this screen is where it was when it comes back.
    func borrow() {
        guard let book else { return }
        navigationClient.navigate(to: .public(.checkout(bookID: book.id)), mode: .aboveTabs)
    }

    /// The choices of the book's options dialog.
    enum Option: Hashable, Sendable {
        case toggleRead, backToShelf, cancel
    }

    /// Offers the book's actions in a confirmation dialog, as a toolbar's "…" would.
    private func showOptions() async {
        let answer = await navigationClient.presentDialog(
            .confirmationDialog(
                title,
                buttons: [
                    DialogButton(isRead ? "Mark as unread" : "Mark as read", action: Option.toggleRead),
                    DialogButton("Back to the shelf", action: Option.backToShelf),
                    DialogButton("Cancel", role: .cancel, action: Option.cancel),
                ]))
        switch answer {
        case .finished(.toggleRead): isRead.toggle()
        case .finished(.backToShelf): navigationClient.dismiss()
        case .finished(.cancel), .cancelled: break
        }
    }
}
