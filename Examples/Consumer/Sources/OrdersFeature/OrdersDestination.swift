/// Every screen of the Orders module; nothing else.
///
/// What Orders asks the app for is its ``Request``, a separate type, so it can never be
/// pushed as an Orders screen.
public enum OrdersDestination: Hashable, Sendable, Codable {
    /// The list of orders, the app's first screen.
    case list
    /// One order.
    case detail(id: Int)
}
