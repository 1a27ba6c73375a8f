public import ModularNavigation

/// The model of each Account screen.
@MainActor
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
        case .signIn: .signIn(SignInModel(session: session, navigationClient: client))
        }
    }
}

/// Signs the user in and hands back `true`, or is cancelled and hands back nothing.
@MainActor
public struct SignInModel {
    let session: AccountSession
    let navigationClient: NavigationClient<AccountDestination>

    /// Why the screen is up.
    public var reason: String { "Settings need an account" }

    /// Signs in, then ends the flow with `true`: whoever waited for it carries on.
    public func signIn() {
        session.signIn()
        navigationClient.finish(with: true)
    }

    /// Leaves without signing in: whoever waited gets nothing.
    public func cancel() {
        navigationClient.dismiss()
    }
}
