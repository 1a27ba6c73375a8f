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
        }
    }
}
