#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// The list of orders.
    @MainActor
    struct OrderListView: View {
        let model: OrderListModel

        var body: some View {
            List(model.orders) { order in
                Button {
                    model.open(order)
                } label: {
                    LabeledContent(order.title, value: order.status)
                }
            }
            .navigationTitle("Orders")
        }
    }

    #Preview("Orders") {
        NavigationStack {
            OrderListView(model: OrderListModel(store: .sample, navigationClient: .noop))
        }
    }
#endif
