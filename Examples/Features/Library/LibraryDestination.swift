/// Every screen of the Library module.
///
/// Other modules and deep links can build only the public destinations; the book screen
/// is internal, so only the Library's own screens can show it. The split is a public
/// struct around an internal enum, which makes it a compile-time boundary.
public struct LibraryDestination: Hashable, Sendable, Codable {
    /// The screens other modules may show.
    public enum Public: Hashable, Sendable, Codable {
        /// The list of books.
        case shelf
        /// The library's settings.
        case settings
        /// Borrowing a book: a checkout meant to cover the tab bar, started from any tab
        /// or a link.
        case checkout(bookID: Int)
    }

    /// The screens only the Library shows.
    enum Internal: Hashable, Sendable, Codable {
        /// One book.
        case book(id: Int)
        /// The checkout's last step: the book is borrowed.
        case borrowed(id: Int)
    }

    enum Kind: Hashable, Sendable, Codable {
        case `public`(Public)
        case `internal`(Internal)
    }

    let kind: Kind

    /// A destination other modules may show.
    public static func `public`(_ destination: Public) -> Self {
        LibraryDestination(kind: .public(destination))
    }

    /// A destination only the Library may show.
    static func `internal`(_ destination: Internal) -> Self {
        LibraryDestination(kind: .internal(destination))
    }
}

extension LibraryDestination {
    /// Whether this is the checkout, which the app shows above the tabs.
    public var isCheckout: Bool {
        if case .public(.checkout) = kind { return true }
        return false
    }
}

extension LibraryDestination: CustomStringConvertible {
    public var description: String {
        switch kind {
        case .public(.shelf): "shelf"
        case .public(.settings): "settings"
        case .public(.checkout(let id)): "checkout(\(id))"
        case .internal(.book(let id)): "book(\(id))"
        case .internal(.borrowed(let id)): "borrowed(\(id))"
        }
    }
}
