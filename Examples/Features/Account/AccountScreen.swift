public import ModularNavigation

/// The model of each Account screen.
public enum AccountScreen {
    case signIn(SignInModel)
}

extension AccountDestination {
    /// The model of a screen, made once per screen.
    ///
    /// - Parameters:
    ///   - destination: What the screen shows.
    ///   - client: The screen's client.
    ///   - session: The session the sign-in screen signs into.
    @MainActor
    public static func screen(
        _ destination: AccountDestination, client: NavigationClient<AccountDestination>, session: AccountSession
    ) -> AccountScreen {
        switch destination {
        case .signIn: .signIn(client.screenObject { SignInModel(session: session, navigationClient: client) })
        }
    }
}
