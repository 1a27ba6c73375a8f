public import ModularNavigation

extension AssetsDestination {
    /// The Assets links: the list and one asset.
    ///
    /// No link asks for an issue.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<AssetsDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/") { _ in
                .list
            } reverse: {
                $0 == .list ? [:] : nil
            }
            DeepLinkRoute("/:id") {
                .detail(id: try $0.value("id", in: 0...))
            } reverse: {
                guard case .detail(let id) = $0 else { return nil }
                return ["id": String(id)]
            }
        }
    }
}
