public import Observation

/// The user's delivery addresses.
@MainActor
@Observable
public final class AddressesModel {
    /// The addresses, one line each.
    public let addresses: [String]

    /// Creates the model of the addresses screen.
    public init(addresses: [String]) {
        self.addresses = addresses
    }
}
