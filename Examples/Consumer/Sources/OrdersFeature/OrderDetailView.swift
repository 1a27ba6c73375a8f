#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// One order.
    @MainActor
    struct OrderDetailView: View {
        let model: OrderDetailModel

        var body: some View {
            if let order = model.order {
                List {
                    LabeledContent("Status", value: order.status)
                    Button("Delivery addresses", action: model.showDeliveryAddresses)
                }
                .navigationTitle(order.title)
            } else {
                ContentUnavailableView("No such order", systemImage: "shippingbox")
            }
        }
    }

    #Preview("Order") {
        NavigationStack {
            OrderDetailView(model: OrderDetailModel(id: 3, store: .sample, navigationClient: .noop))
        }
    }
#endif
