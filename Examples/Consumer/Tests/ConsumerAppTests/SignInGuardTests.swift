import ConsumerApp
import ModularNavigation
import ModularNavigationTesting
import SettingsFeature
import Testing

@MainActor
@Suite("the sign-in guard")
struct SignInGuardTests {
    @Test("signed out, the profile asks to sign in first and opens once signed in")
    func signInThenProfile() {
        let app = ConsumerApp(session: AccountSession(isSignedIn: false))
        let host = launch(app)

        host.tap(app.showProfile)
        expectSettled(
            host,
            """
            main
              #0 orders/list
              sheet
                #1 settings/signIn
            """)
        let signIn = signInModel(app, host)
        host.tap(signIn.signIn)

        #expect(app.session.isSignedIn)
        expectSettled(
            host,
            """
            main
              #0 orders/list
              #2 profile/overview
            """)
    }

    @Test("cancelling the sign-in leaves the profile closed")
    func cancelSignIn() {
        let app = ConsumerApp(session: AccountSession(isSignedIn: false))
        let host = launch(app) { $0.tap(app.showProfile) }
        let signIn = signInModel(app, host)

        host.tap(signIn.cancel)

        expectSettled(
            host,
            """
            main
              #0 orders/list
            """)
    }

    @Test("signing out in the settings closes them, and the profile is guarded again")
    func signOut() {
        let app = ConsumerApp()
        let host = launch(app) { $0.tap(app.showSettings) }
        let settings = host.navigator.topScreenObject(scope: AppRoute.settings) {
            SettingsModel(session: app.session, navigationClient: $0)
        }

        host.tap(settings.signOut)
        expectSettled(host)
        host.tap(app.showProfile)

        expectSettled(
            host,
            """
            main
              #0 orders/list
              sheet
                #2 settings/signIn
            """)
    }

    /// The sign-in sheet's view model, as the sheet on top holds it.
    private func signInModel(_ app: ConsumerApp, _ host: HeadlessHost<AppRoute, Never>) -> SignInModel {
        host.navigator.topScreenObject(scope: AppRoute.settings) {
            SignInModel(session: app.session, navigationClient: $0)
        }
    }
}
