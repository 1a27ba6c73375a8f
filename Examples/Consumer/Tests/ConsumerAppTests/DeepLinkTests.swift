import ConsumerApp
import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("deep links")
struct DeepLinkTests {
    @Test("the app's table builds: no two routes claim the same URLs")
    func tableBuilds() throws {
        let table = try AppDeepLinks.table()
        #expect(table.patterns.count == 4)
    }

    @Test("a link to an order shows it over the list")
    func warmLink() throws {
        let app = ConsumerApp()
        let host = launch(app)

        let outcome = app.navigator.open(try #require(URL(string: "consumer://orders/2")))

        #expect(outcome == .opened)
        expectSettled(
            host,
            """
            main
              #0 orders/list
              #1 orders/detail(id: 2)
            """)
    }

    @Test("a link that arrives before the UI waits for it")
    func coldLink() throws {
        let app = ConsumerApp()

        let outcome = app.navigator.open(try #require(URL(string: "https://shop.example.com/settings")))
        #expect(outcome == .queued)
        let host = launch(app)

        expectSettled(
            host,
            """
            main
              #0 orders/list
              sheet
                #1 settings/main
            """)
    }

    @Test("a link the table does not know leaves the screen as it is")
    func unknownLink() throws {
        let app = ConsumerApp()
        let host = launch(app)

        let outcome = app.navigator.open(try #require(URL(string: "consumer://orders/not-a-number")))

        #expect(outcome.error != nil)
        expectSettled(
            host,
            """
            main
              #0 orders/list
            """)
    }
}
