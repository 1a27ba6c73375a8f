/// Every screen of the Orders module, and the one screen it asks the app for.
public enum OrdersDestination: Hashable, Sendable, Codable {
    /// The list of orders, the app's first screen.
    case list
    /// One order.
    case detail(id: Int)
    /// Where the user's deliveries go.
    ///
    /// Orders asks for it but does not draw it: the app decides which module shows the
    /// addresses, so Orders never imports that module.
    case deliveryAddresses
}
