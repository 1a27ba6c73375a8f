#if canImport(SwiftUI)
    import SwiftUI

    /// The delivery addresses.
    @MainActor
    struct AddressesView: View {
        let model: AddressesModel

        var body: some View {
            List(model.addresses, id: \.self) { address in
                Text(address)
            }
            .navigationTitle("Addresses")
        }
    }

    #Preview("Addresses") {
        NavigationStack {
            AddressesView(model: AddressesModel(addresses: UserProfile.sample.addresses))
        }
    }
#endif
