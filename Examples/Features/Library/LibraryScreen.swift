public import ModularNavigation
public import Observation

/// The model of each Library screen: what the builder makes and the view draws.
///
/// The terminal demo reads the same models, so it reaches them through this too.
@MainActor
public enum LibraryScreen {
    case shelf(ShelfModel)
    case book(BookModel)
    case settings(LibrarySettingsModel)
    case checkout(CheckoutModel)
    case borrowed(BorrowedModel)
}

extension LibraryDestination {
    /// The model of a screen, made once per screen and kept while the screen lives.
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - client: The screen's client.
    ///   - catalog: Where books come from; ``LibraryCatalog/mock`` for previews.
    ///   - openWindow: Opens a destination in a new window; `nil` where the app has none.
    @MainActor
    public static func screen(
        _ destination: LibraryDestination,
        client: NavigationClient<LibraryDestination>,
        catalog: LibraryCatalog = .live,
        openWindow: LibraryWindowOpener? = nil
    ) -> LibraryScreen {
        switch destination.kind {
        case .public(.shelf):
            .shelf(
                ShelfModel(catalog: catalog, navigationClient: client, openWindow: openWindow))
        case .public(.settings):
            .settings(client.screenObject { LibrarySettingsModel(navigationClient: client) })
        case .internal(.book(let id)):
            .book(client.screenObject { BookModel(book: catalog.book(id: id), navigationClient: client) })
        case .public(.checkout(let id)):
            .checkout(CheckoutModel(book: catalog.book(id: id), navigationClient: client))
        case .internal(.borrowed(let id)):
            .borrowed(BorrowedModel(book: catalog.book(id: id), navigationClient: client))
        }
    }
}

/// The shelf: opens a book (an internal screen) or the settings sheet, and a book in a
/// window of its own where the app can open windows.
@MainActor
public struct ShelfModel {
    /// Where the books come from.
    public let catalog: LibraryCatalog
    let navigationClient: NavigationClient<LibraryDestination>
    var openWindow: LibraryWindowOpener? = nil

    /// How many books the shelf holds, in words.
    public var status: String { "\(catalog.books.count) books" }
    /// Whether the app can open a book in a window of its own.
    public var opensWindows: Bool { openWindow != nil }

    /// Pushes a book, a screen only the Library can name.
    public func open(_ book: LibraryCatalog.Book) {
        navigationClient.push(.internal(.book(id: book.id)))
    }

    /// Presents the settings in a sheet.
    public func showSettings() {
        navigationClient.presentSheet(.public(.settings))
    }

    /// Opens a book in a new window; nothing where the app has no windows.
    public func openInNewWindow(_ book: LibraryCatalog.Book) {
        openWindow?(.internal(.book(id: book.id)))
    }

    /// The zoom source of a book's row: iOS 18 zooms the book's screen out of it.
    public func transitionSource(of book: LibraryCatalog.Book) -> AnyHashableSendable {
        navigationClient.transitionSource(for: .internal(.book(id: book.id)))
    }
}

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
        case .finished(.toggleRead): isRead.toggle()
        case .finished(.backToShelf): navigationClient.dismiss()
        case .finished(.cancel), .cancelled: break
        }
    }
}

/// The Library's settings, shown in a sheet.
@MainActor
@Observable
public final class LibrarySettingsModel {
    /// Whether the Library draws its text large; the settings' toggle writes it.
    public var largeText = false
    private let navigationClient: NavigationClient<LibraryDestination>

    init(navigationClient: NavigationClient<LibraryDestination>) {
        self.navigationClient = navigationClient
    }

    /// The setting, in words.
    public var status: String { largeText ? "Large text on" : "Large text off" }

    /// Closes the settings.
    public func done() {
        navigationClient.dismiss()
    }
}

/// Borrowing a book, shown above the tabs: confirm to borrow it, or cancel to go back to
/// wherever the checkout started.
@MainActor
public struct CheckoutModel {
    /// The book to borrow, or `nil` when the catalog does not have it.
    public let book: LibraryCatalog.Book?
    let navigationClient: NavigationClient<LibraryDestination>

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

/// The checkout's last screen: the book is borrowed, and done closes the checkout.
@MainActor
public struct BorrowedModel {
    /// The book borrowed, or `nil` when the catalog no longer has it.
    public let book: LibraryCatalog.Book?
    let navigationClient: NavigationClient<LibraryDestination>

    /// What the screen tells the reader.
    public var status: String { "\(book?.title ?? "The book") is yours for 14 days" }

    /// Closes the whole checkout: the tabs show again as they were.
    public func done() {
        navigationClient.close()
    }
}
