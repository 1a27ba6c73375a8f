import DrinkTrackerFeature
import ExampleApp
import ModularNavigation
import ModularNavigationTesting
import Testing

// Tabs the user edits (issue 24 item 5): the example app lets its user choose the tabs
// that show, and the kept tabs keep their screens.

@MainActor
@Suite("example app: the tabs the user chooses")
struct TabChoiceTests {
    @Test("hiding Routine keeps every other tab's screens; shown again, it comes back in its place at its root")
    func hideAndShowTab() async throws {
        let app = makeApp()
        await tapTab(.drinks, in: app)
        app.navigator.push(.drinks(.history))
        host(of: app)?.settle()
        let drinks = app.navigator.state.stack(at: .tab(.drinks))
        let routineRoot = try #require(app.navigator.state.stack(at: .tab(.routine))?.root.id)

        app.setTab(.routine, shown: false)
        host(of: app)?.settle()

        #expect(app.navigator.tabOrder == [.home, .library, .assets, .drinks])
        #expect(app.navigator.state.stack(at: .tab(.drinks)) == drinks)
        #expect(!app.navigator.state.contains(routineRoot))
        await tapTab(.home, in: app)
        await tapTab(.drinks, in: app)
        #expect(app.navigator.topStack.top.route == .drinks(.history))

        app.setTab(.routine, shown: true)
        host(of: app)?.settle()
        #expect(app.navigator.tabOrder == AppTab.allCases)
        #expect(app.navigator.state.stack(at: .tab(.routine))?.depth == 0)
        #expect(app.navigator.state.stack(at: .tab(.drinks)) == drinks)
    }

    @Test("Home cannot be hidden")
    func homeStays() {
        let app = makeApp()
        app.setTab(.home, shown: false)
        #expect(app.navigator.tabOrder == AppTab.allCases)
    }
}
