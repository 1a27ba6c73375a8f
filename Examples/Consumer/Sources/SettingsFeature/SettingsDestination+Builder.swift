#if canImport(SwiftUI)
    public import ModularNavigationSwiftUI
    public import SwiftUI

    extension SettingsDestination {
        /// The Settings module's builder: the view of each of its screens.
        ///
        /// - Parameter session: The session the screens sign in and out of.
        public static func builder(session: AccountSession) -> DestinationBuilder<SettingsDestination, SettingsScreen> {
            { destination, _, client in
                SettingsScreen(destination: destination, session: session, client: client)
            }
        }
    }

    /// The view of one Settings screen.
    @MainActor
    public struct SettingsScreen: View {
        let destination: SettingsDestination
        let session: AccountSession
        let client: NavigationClient<SettingsDestination>

        public var body: some View {
            switch destination {
            case .main:
                SettingsView(model: client.screenObject { SettingsModel(session: session, navigationClient: client) })
            case .signIn:
                SignInView(model: client.screenObject { SignInModel(session: session, navigationClient: client) })
            case .about:
                AboutView()
            case .acknowledgements:
                AcknowledgementsView()
            }
        }
    }
#endif
