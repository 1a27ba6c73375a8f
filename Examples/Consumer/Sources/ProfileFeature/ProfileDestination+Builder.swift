#if canImport(SwiftUI)
    public import ModularNavigationSwiftUI
    public import SwiftUI

    extension ProfileDestination {
        /// The Profile module's builder: the view of each of its screens.
        ///
        /// View models come from `screenObject`, so each screen makes its model once,
        /// however often SwiftUI calls the builder.
        ///
        /// - Parameter profile: What the screens show.
        public static func builder(profile: UserProfile) -> DestinationBuilder<ProfileDestination, ProfileScreen> {
            { destination, _, client in
                ProfileScreen(destination: destination, profile: profile, client: client)
            }
        }
    }

    /// The view of one Profile screen.
    @MainActor
    public struct ProfileScreen: View {
        let destination: ProfileDestination
        let profile: UserProfile
        let client: NavigationClient<ProfileDestination>

        public var body: some View {
            switch destination.screen {
            case .overview:
                ProfileView(model: client.screenObject { ProfileModel(name: profile.name, navigationClient: client) })
            case .addresses:
                AddressesView(model: client.screenObject { AddressesModel(addresses: profile.addresses) })
            case .editName(let current):
                EditNameView(model: client.screenObject { EditNameModel(current: current, navigationClient: client) })
            }
        }
    }
#endif
