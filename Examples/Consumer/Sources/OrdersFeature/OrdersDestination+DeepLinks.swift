public import ModularNavigation

extension OrdersDestination {
    /// The Orders links: the list and one order; the app mounts them under a prefix.
    ///
    /// No link asks for the delivery addresses: that is the app's to place.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<OrdersDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/", to: .list)
            DeepLinkRoute("/:id", in: 1...) {
                .detail(id: $0)
            } reverse: {
                if case .detail(let id) = $0 { id } else { nil }
            }
        }
    }
}
