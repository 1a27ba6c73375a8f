/// The books the Library shows: the module's data dependency.
public struct LibraryCatalog: Sendable {
    /// A book on the shelf.
    public struct Book: Hashable, Sendable {
        /// The book's number.
        public let id: Int
        /// The book's title.
        public let title: String

        /// Creates a book.
        public init(id: Int, title: String) {
            self.id = id
            self.title = title
        }
    }

    /// The books, in shelf order.
    public let books: [Book]

    /// Creates a catalog.
    public init(books: [Book]) {
        self.books = books
    }

    /// The book with a number, if the catalog has it.
    public func book(id: Int) -> Book? {
        books.first { $0.id == id }
    }

    /// The catalog the app ships.
    public static let live = LibraryCatalog(books: [
        Book(id: 1, title: "Sleep Well"),
        Book(id: 2, title: "Morning Pages"),
        Book(id: 3, title: "Slow Breathing"),
    ])

    /// A one-book catalog for previews and tests.
    public static let mock = LibraryCatalog(books: [Book(id: 99, title: "Preview Book")])
}
