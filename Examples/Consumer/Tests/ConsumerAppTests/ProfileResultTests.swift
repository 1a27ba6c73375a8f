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
        let host = launch(app)
        host.tap(app.showProfile)
        expectSettled(host)
        let profile = host.navigator.topScreenObject(scope: AppRoute.profile) {
            ProfileModel(name: app.profile.name, navigationClient: $0)
        }

        let editing = await app.navigator.start { await profile.editName() }
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
        let host = launch(app)
        host.tap(app.showProfile)
        expectSettled(host)
        let profile = host.navigator.topScreenObject(scope: AppRoute.profile) {
            ProfileModel(name: app.profile.name, navigationClient: $0)
        }
        let editing = await app.navigator.start { await profile.editName() }
        expectSettled(host)

        host.swipeDownSheet()
        expectSettled(host)
        await editing.value

        #expect(profile.name == "Ada Lovelace")
        #expect(app.navigator.state.presentations.isEmpty)
    }
}
