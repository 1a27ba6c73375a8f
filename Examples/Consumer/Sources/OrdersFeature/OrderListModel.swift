public import ModularNavigation
public import Observation

/// The list of orders.
@MainActor
@Observable
public final class OrderListModel {
    /// The orders shown.
    public let orders: [Order]
    private let navigationClient: NavigationClient<OrdersDestination>

    /// Creates the model of the list.
    public init(store: OrderStore, navigationClient: NavigationClient<OrdersDestination>) {
        self.orders = store.orders
        self.navigationClient = navigationClient
    }

    /// Pushes an order's detail, a screen of this module.
    public func open(_ order: Order) {
        navigationClient.push(.detail(id: order.id))
    }
}
