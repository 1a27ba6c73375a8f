public import ModularNavigation
public import Observation

/// The profile overview: the user's name, which a sheet edits, and a way to the addresses.
@MainActor
@Observable
public final class ProfileModel {
    /// The name the profile shows.
    public private(set) var name: String
    private let navigationClient: NavigationClient<ProfileDestination>

    /// Creates the model of the overview.
    public init(name: String, navigationClient: NavigationClient<ProfileDestination>) {
        self.name = name
        self.navigationClient = navigationClient
    }

    /// Pushes the addresses, a screen of this module.
    public func showAddresses() {
        navigationClient.push(.addresses)
    }

    /// Asks for a new name in a sheet; a sheet dismissed without saving keeps the name.
    public func editName() async {
        let editing = ProfileDestination(screen: .editName(current: name))
        let result = await navigationClient.navigate(to: editing, mode: .sheet(), expecting: String.self)
        if case .finished(let newName) = result {
            name = newName
        }
    }
}
