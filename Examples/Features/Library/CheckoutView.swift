#if canImport(SwiftUI)
    import ModularNavigationSwiftUI
    import SwiftUI

    /// Borrowing a book, above the tabs: confirm, or cancel back to where it started.
    @MainActor
    struct CheckoutView: View {
        let model: CheckoutModel

        var body: some View {
            List {
                Text(model.status)
                if model.canConfirm {
                    Button("Confirm", action: model.confirm)
                }
                Button("Cancel", role: .cancel, action: model.cancel)
            }
            .navigationTitle(model.title)
        }
    }

    /// The checkout's last step.
    @MainActor
    struct BorrowedView: View {
        let model: BorrowedModel

        var body: some View {
            ContentUnavailableView {
                Label("Borrowed", systemImage: "books.vertical")
            } description: {
                Text(model.status)
            } actions: {
                Button("Done", action: model.done)
            }
            .navigationTitle("Borrowed")
        }
    }
#endif
