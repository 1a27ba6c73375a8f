import DrinkTrackerFeature
import ExampleApp
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

// Alerts and confirmation dialogs in the example app: the tracker asks before deleting a
// drink (a destructive choice), and a book offers its actions in a confirmation dialog.

@MainActor
@Suite("Dialogs in the example app")
struct DialogFlowTests {
    private func recordScreen() async -> ExampleApp {
        let app = makeApp()
        app.dependencies.drinks.add("Beer", StandardDrinks(tenths: 13))
        await tapTab(.drinks, in: app)
        await tap("History", in: app)
        await tap("Open #1 Beer", in: app)
        return app
    }

    @Test("deleting a drink asks first; keeping it changes nothing")
    func keep() async {
        let app = await recordScreen()
        let deleting = await tap("Delete", in: app)
        expectDialog(app.navigator, "Delete Beer?", buttons: ["Delete", "Keep"])
        #expect(app.navigator.state.dialog?.buttons.first?.role == .destructive)
        #expect(
            app.navigator.state.treeDescription.hasSuffix(
                """
                  #6 drinks/record(id: 1)
                  alert !7 "Delete Beer?" "It no longer counts towards today's total." for #6
                    1. Delete (destructive) -> delete
                    2. Keep (cancel) -> keep
                """))

        await choose("Keep", in: app)
        await deleting?.value
        expectNoDialog(app.navigator)
        #expect(app.dependencies.drinks.records.count == 1)
        #expect(stackRoutes(.drinks, in: app).last == "drinks/record(id: 1)")
    }

    @Test("the destructive choice deletes the drink and goes back to the history")
    func delete() async {
        let app = await recordScreen()
        let deleting = await tap("Delete", in: app)
        await choose("Delete", in: app)
        await deleting?.value
        #expect(app.dependencies.drinks.records.isEmpty)
        #expect(stackRoutes(.drinks, in: app) == ["drinks/main", "drinks/history"])
        #expect(app.analytics.lines.contains("alert \"Delete Beer?\" answered Delete"))
    }

    @Test("a quick action while the alert is up closes the alert first, unanswered")
    func quickActionUnderAlert() async {
        let app = await recordScreen()
        let deleting = await tap("Delete", in: app)
        app.navigator.perform(.popToRoot)
        await deleting?.value
        await choose("Delete", in: app, expectingDialog: false)
        expectNoDialog(app.navigator)
        #expect(app.dependencies.drinks.records.count == 1)
        #expect(stackRoutes(.drinks, in: app) == ["drinks/main"])
    }

    @Test("a book's options come in a confirmation dialog")
    func bookOptions() async {
        let app = makeApp()
        await tap("Browse the library", in: app)
        await tap("Read Sleep Well", in: app)
        let options = await tap("More…", in: app)
        expectDialog(app.navigator, "Sleep Well", buttons: ["Mark as read", "Back to the shelf", "Cancel"])
        #expect(app.navigator.state.dialog?.style == .confirmationDialog)
        await choose("Mark as read", in: app)
        await options?.value
        #expect(app.topDemoScreen?.status == "Read")

        let again = await tap("More…", in: app)
        await choose("Back to the shelf", in: app)
        await again?.value
        #expect(stackRoutes(.home, in: app) == ["home/dashboard", "home/library(shelf)"])
    }
}
