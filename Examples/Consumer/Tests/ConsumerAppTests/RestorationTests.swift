import ConsumerApp
import ModularNavigation
import ModularNavigationTesting
import OrdersFeature
import Testing

@MainActor
@Suite("saving and restoring")
struct RestorationTests {
    @Test("a relaunch shows the screens the user left")
    func relaunch() throws {
        let before = ConsumerApp()
        let host = launch(before)
        before.navigator.push(.orders(.detail(id: 1)))
        before.showSettings()
        expectSettled(host)
        let saved = try before.save()

        let after = ConsumerApp()
        let result = after.restore(from: saved)

        #expect(result.isComplete)
        expectTree(
            after.navigator,
            """
            main
              #0 orders/list
              #1 orders/detail(id: 1)
              sheet
                #2 settings/main
            """)
    }

    @Test("nothing saved starts at home")
    func firstLaunch() {
        let app = ConsumerApp()

        app.restore(from: nil)

        expectTree(
            app.navigator,
            """
            main
              #0 orders/list
            """)
    }
}
