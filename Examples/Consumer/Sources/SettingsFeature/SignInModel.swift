public import ModularNavigation
public import Observation

/// Signing in: the flow finishes with `true`, so whoever asked for it (the app's guard)
/// can carry on.
@MainActor
@Observable
public final class SignInModel {
    private let session: AccountSession
    private let navigationClient: NavigationClient<SettingsDestination>

    /// Creates the model of the sign-in screen.
    public init(session: AccountSession, navigationClient: NavigationClient<SettingsDestination>) {
        self.session = session
        self.navigationClient = navigationClient
    }

    /// Signs in and ends the flow with `true`.
    public func signIn() {
        session.signIn()
        navigationClient.finish(with: true)
    }

    /// Ends the flow without signing in.
    public func cancel() {
        navigationClient.close()
    }
}
