/// Where the Orders module gets its orders: its one dependency, handed to its builder.
public struct OrderStore: Sendable {
    /// Every order, newest first.
    public let orders: [Order]

    /// Creates a store over a list of orders.
    public init(orders: [Order]) {
        self.orders = orders
    }

    /// The order with this number, or `nil` when a link or a restored screen names one
    /// that does not exist.
    public func order(id: Int) -> Order? {
        orders.first { $0.id == id }
    }

    /// Orders for previews and tests.
    public static let sample = OrderStore(orders: [
        Order(id: 3, title: "Espresso beans", status: "On its way"),
        Order(id: 2, title: "Milk jug", status: "Delivered"),
        Order(id: 1, title: "Grinder", status: "Delivered"),
    ])
}
