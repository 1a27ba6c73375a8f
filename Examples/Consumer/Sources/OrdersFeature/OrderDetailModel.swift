public import ModularNavigation
public import Observation

/// One order.
@MainActor
@Observable
public final class OrderDetailModel {
    /// The order, or `nil` when no order has that number.
    public let order: Order?
    private let navigationClient: NavigationClient<OrdersDestination>

    /// Creates the model of an order's detail.
    public init(id: Int, store: OrderStore, navigationClient: NavigationClient<OrdersDestination>) {
        self.order = store.order(id: id)
        self.navigationClient = navigationClient
    }

    /// Shows where deliveries go; the app decides which module draws that.
    public func showDeliveryAddresses() {
        navigationClient.request(.deliveryAddresses, mode: .push)
    }
}
