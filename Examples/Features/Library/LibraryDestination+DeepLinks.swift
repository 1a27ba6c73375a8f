public import ModularNavigation

extension LibraryDestination {
    /// The Library's links.
    ///
    /// Only public destinations have one: no URL can open a book.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<LibraryDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/", to: .public(.shelf))
            DeepLinkRoute("/settings", to: .public(.settings))
            DeepLinkRoute("/borrow/:book") { parameters in
                .public(.checkout(bookID: try parameters.value("book")))
            } reverse: { destination in
                guard case .public(.checkout(let id)) = destination.kind else { return nil }
                return ["book": String(id)]
            }
        }
    }
}
