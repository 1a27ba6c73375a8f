public import ModularNavigation

extension LibraryDestination {
    /// The Library's links.
    ///
    /// Only public destinations have one: no URL can open a book.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<LibraryDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/") { _ in
                .public(.shelf)
            } reverse: {
                $0 == .public(.shelf) ? [:] : nil
            }
            DeepLinkRoute("/settings") { _ in
                .public(.settings)
            } reverse: {
                $0 == .public(.settings) ? [:] : nil
            }
            DeepLinkRoute("/borrow/:book") { parameters in
                .public(.checkout(bookID: try parameters.value("book")))
            } reverse: { destination in
                guard case .public(.checkout(let id)) = destination.kind else { return nil }
                return ["book": String(id)]
            }
        }
    }
}
