public import ModularNavigation

extension AssetsDestination {
    /// The Assets links: the list and one asset.
    ///
    /// No link asks for an issue.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<AssetsDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/", to: .list)
            DeepLinkRoute("/:id", in: 0...) {
                .detail(id: $0)
            } reverse: {
                if case .detail(let id) = $0 { id } else { nil }
            }
        }
    }
}
