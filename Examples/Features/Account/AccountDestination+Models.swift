public import ExampleInterfaces
import ModularNavigation

extension AccountDestination {
    /// The models of the Account screens.
    ///
    /// - Parameter session: The session the sign-in screen signs into.
    public static func liveModels(session: AccountSession) -> ModelBuilder<AccountDestination> {
        { destination, _, client in
            switch destination {
            case .signIn: client.screenObject { SignInModel(session: session, navigationClient: client) }
            }
        }
    }
}
