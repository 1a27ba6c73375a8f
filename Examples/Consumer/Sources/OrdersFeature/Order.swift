/// One order as the Orders screens show it.
public struct Order: Hashable, Sendable, Identifiable {
    /// The order number.
    public let id: Int
    /// What was ordered.
    public let title: String
    /// Where the order is, in words.
    public let status: String

    /// Creates an order.
    public init(id: Int, title: String, status: String) {
        self.id = id
        self.title = title
        self.status = status
    }
}
