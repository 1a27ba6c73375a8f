#if canImport(SwiftUI)
    public import ModularNavigationSwiftUI
    public import SwiftUI

    extension OrdersDestination {
        /// The Orders module's builder: the view of each of its screens.
        ///
        /// - Parameter store: Where the orders come from.
        public static func builder(store: OrderStore) -> DestinationBuilder<OrdersDestination, OrdersScreen> {
            { destination, _, client in
                OrdersScreen(destination: destination, store: store, client: client)
            }
        }
    }

    /// The view of one Orders screen.
    @MainActor
    public struct OrdersScreen: View {
        let destination: OrdersDestination
        let store: OrderStore
        let client: NavigationClient<OrdersDestination>

        public var body: some View {
            switch destination {
            case .list:
                OrderListView(model: client.screenObject { OrderListModel(store: store, navigationClient: client) })
            case .detail(let id):
                OrderDetailView(
                    model: client.screenObject { OrderDetailModel(id: id, store: store, navigationClient: client) })
            }
        }
    }
#endif
