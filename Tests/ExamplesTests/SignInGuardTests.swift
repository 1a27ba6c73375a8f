import AccountFeature
import ExampleApp
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

// Seed 003 and ARCHITECTURE's interceptor: the drink tracker's settings need an account,
// so whatever would show them presents sign-in first and resumes after success; a
// cancelled sign-in leaves everything as it was.

@MainActor
@Suite("003 sign-in guard")
struct SignInGuardTests {
    static let settingsLink = "navdemo://drinks/settings"

    private func drinksApp() async -> ExampleApp {
        let app = makeApp()
        await tapTab(.drinks, in: app)
        return app
    }

    @Test("signed out, settings present sign-in; signing in shows settings instead")
    func warmSignIn() async {
        let app = await drinksApp()
        await tap("Settings", in: app)
        #expect(app.topDemoScreen?.title == "Sign in")
        #expect(app.navigator.state.presentations.map { "\($0.stack.root.route)" } == ["account/signIn"])

        await tap("Sign in", in: app)
        #expect(app.dependencies.account.isSignedIn)
        #expect(app.topDemoScreen?.title == "Settings")
        #expect(app.navigator.state.presentations.map { "\($0.stack.root.route)" } == ["drinks/settings"])
        #expect(app.analytics.lines.contains { $0.hasPrefix("resumed") })

        // Signed in, settings open at once from then on.
        await tap("Done", in: app)
        await tap("Settings", in: app)
        #expect(app.topDemoScreen?.title == "Settings")
    }

    @Test("cancelling sign-in leaves everything as it was")
    func warmCancel() async {
        let app = await drinksApp()
        let before = app.navigator.state
        await tap("Settings", in: app)
        await tap("Cancel", in: app)
        #expect(app.navigator.state.entries == before.entries)
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(app.topDemoScreen?.title == "Drinks")
        #expect(!app.dependencies.account.isSignedIn)
        #expect(app.analytics.lines.contains { $0.hasPrefix("abandoned") })
    }

    @Test("a cold link to settings waits for the UI, asks for sign-in, then opens")
    func coldLinkSignIn() async {
        let (app, _) = ExampleApp.launch(restoring: nil, opening: Self.settingsLink, dependencies: AppDependencies())
        #expect(app.navigator.state == ExampleApp.initialState)

        show(app)
        #expect(app.topDemoScreen?.title == "Sign in")
        #expect(app.navigator.selectedTab == .home)

        await tap("Sign in", in: app)
        #expect(app.navigator.selectedTab == .drinks)
        #expect(app.navigator.state.presentations.map { "\($0.stack.root.route)" } == ["drinks/settings"])
        #expect(app.topDemoScreen?.title == "Settings")
    }

    @Test("a cold link to settings with sign-in cancelled shows the launch state")
    func coldLinkCancel() async {
        let (app, _) = ExampleApp.launch(restoring: nil, opening: Self.settingsLink, dependencies: AppDependencies())
        show(app)
        await tap("Cancel", in: app)
        #expect(app.navigator.state.entries == ExampleApp.initialState.entries)
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(app.navigator.selectedTab == .home)
    }

    @Test("signed in, the settings link opens directly")
    func signedInLink() throws {
        let app = makeApp(dependencies: AppDependencies(account: AccountSession(isSignedIn: true)))
        #expect(try app.open(Self.settingsLink) == .opened)
        #expect(app.topDemoScreen?.title == "Settings")
    }
}
