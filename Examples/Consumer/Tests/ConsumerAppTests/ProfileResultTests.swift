import ConsumerApp
import ModularNavigation
import ModularNavigationTesting
import ProfileFeature
import Testing

@MainActor
@Suite("a sheet that returns a result")
struct ProfileResultTests {
    @Test("the edit sheet hands the new name back to the profile")
    func saveReturnsName() async {
        let app = ConsumerApp()
        let (host, profile, editing) = await editName(in: app)
        expectSettled(
            host,
            """
            main
              #0 orders/list
              #1 profile/overview
              sheet
                #2 profile/editName(current: "Ada Lovelace")
            """)
        let sheet = host.navigator.topScreenObject(scope: AppRoute.profile) {
            EditNameModel(current: profile.name, navigationClient: $0)
        }
        sheet.draft = "Ada King"
        host.tap(sheet.save)
        await editing.value

        #expect(profile.name == "Ada King")
        expectSettled(
            host,
            """
            main
              #0 orders/list
              #1 profile/overview
            """)
    }

    @Test("swiping the sheet down keeps the old name")
    func swipeDownCancels() async {
        let app = ConsumerApp()
        let (host, profile, editing) = await editName(in: app)
        expectSettled(host)

        host.swipeDownSheet()
        expectSettled(host)
        await editing.value

        #expect(profile.name == "Ada Lovelace")
        #expect(app.navigator.state.presentations.isEmpty)
    }

    /// Where both tests start: the profile on screen, its edit sheet asked for, and the
    /// flow that waits for the sheet's answer.
    private func editName(in app: ConsumerApp) async
        -> (HeadlessHost<AppRoute, Never>, ProfileModel, NavigationWork<Void>)
    {
        let host = launch(app) { $0.tap(app.showProfile) }
        let profile = host.navigator.topScreenObject(scope: AppRoute.profile) {
            ProfileModel(name: app.profile.name, navigationClient: $0)
        }
        let editing = await app.navigator.start { await profile.editName() }
        return (host, profile, editing)
    }
}
