public import ModularNavigation

extension OrdersDestination {
    /// The Orders links: the list and one order; the app mounts them under a prefix.
    ///
    /// No link asks for the delivery addresses: that is the app's to place.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<OrdersDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/") { _ in
                .list
            } reverse: {
                $0 == .list ? [:] : nil
            }
            DeepLinkRoute("/:id") {
                .detail(id: try $0.value("id", in: 1...))
            } reverse: {
                guard case .detail(let id) = $0 else { return nil }
                return ["id": String(id)]
            }
        }
    }
}
