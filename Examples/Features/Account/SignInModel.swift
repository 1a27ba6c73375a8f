import ExampleInterfaces
import ModularNavigation
import Observation

/// Signs the user in and hands back `true`, or is cancelled and hands back nothing.
@MainActor
@Observable
final class SignInModel: ScreenModel {
    private let session: AccountSession
    private let navigationClient: NavigationClient<AccountDestination>

    init(session: AccountSession, navigationClient: NavigationClient<AccountDestination>) {
        self.session = session
        self.navigationClient = navigationClient
    }

    var title: String { "Sign in" }
    var status: String? { "Settings need an account" }

    var actions: [ScreenAction] {
        [
            ScreenAction("Sign in") { self.signIn() },
            ScreenAction("Cancel") { self.navigationClient.dismiss() },
        ]
    }

    /// Signs in, then ends the flow with `true`: whoever waited for it carries on.
    func signIn() {
        session.signIn()
        navigationClient.finish(with: true)
    }
}
