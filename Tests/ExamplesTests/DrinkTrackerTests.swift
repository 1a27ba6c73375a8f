import AccountFeature
import DrinkTrackerFeature
import ExampleApp
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

// Seed 002, the AppRouter drink tracker: pushes, a short sheet, sheets that hand back a
// value, settings, quick actions that start from a clean slate, and a debug line.

@MainActor
@Suite("002 drink tracker")
struct DrinkTrackerTests {
    private func drinksApp() async -> ExampleApp {
        let app = makeApp()
        await tapTab(.drinks, in: app)
        return app
    }

    @Test("main screen, history and a record are pushed")
    func pushes() async {
        let app = await drinksApp()
        app.dependencies.drinks.add("Beer", StandardDrinks(tenths: 13))
        await tap("History", in: app)
        await tap("Open #1 Beer", in: app)
        #expect(stackRoutes(.drinks, in: app) == ["drinks/main", "drinks/history", "drinks/record(id: 1)"])
        #expect(app.navigator.debugSummary == "depth 2 · canPop true · presented 0")

        await tap("Delete", in: app)
        await choose("Delete", in: app)
        #expect(stackRoutes(.drinks, in: app) == ["drinks/main", "drinks/history"])
        #expect(app.dependencies.drinks.records.isEmpty)
    }

    @Test("the quick entry sheet rests at a fifth of the height and closes itself")
    func quickEntry() async {
        let app = await drinksApp()
        await tap("Quick entry", in: app)
        #expect(app.navigator.state.treeDescription.hasSuffix("drinks/main\n  sheet [0.2]\n    #5 drinks/quickEntry"))
        await tap("Log a glass of wine", in: app)
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(app.dependencies.drinks.total == StandardDrinks(tenths: 15))
    }

    @Test("the full-height calculator hands its total back to the main screen")
    func calculatorResult() async {
        let app = await drinksApp()
        let calculating = await tap("Calculator", in: app)
        #expect(
            app.navigator.state.presentations.first?.style
                == .sheet(SheetOptions(detents: [.large], dragIndicator: .visible)))
        await tap("Add a pint (2.3)", in: app)
        await tap("Add a shot (1.0)", in: app)
        await tap("Use the total", in: app)
        // The calculator action ends once the total has reached the main screen.
        await calculating?.value
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(app.topDemoScreen?.status == "Today: 1 drinks, 3.3 standard")
    }

    @Test("the custom drink sheet hands a drink back; cancelling logs nothing")
    func customDrinkResult() async {
        let app = await drinksApp()
        let cancelled = await tap("Custom drink", in: app)
        await tap("Cancel", in: app)
        await cancelled?.value
        #expect(app.dependencies.drinks.records.isEmpty)
        let saving = await tap("Custom drink", in: app)
        await tap("Save a cider (1.8)", in: app)
        await saving?.value
        #expect(app.dependencies.drinks.records.map(\.name) == ["Cider"])
    }

    @Test("settings open in a sheet and close with Done, once signed in")
    func settings() async {
        // Settings sit behind sign-in (SignInGuardTests); here the user has signed in.
        let app = makeApp(dependencies: AppDependencies(account: AccountSession(isSignedIn: true)))
        await tapTab(.drinks, in: app)
        await tap("Settings", in: app)
        #expect(app.topDemoScreen?.title == "Settings")
        await tap("Done", in: app)
        #expect(app.topDemoScreen?.title == "Drinks")
    }

    @Test("a quick action pops to the root, dismisses and then navigates, in one change")
    func quickActions() async {
        let app = await drinksApp()
        app.dependencies.drinks.add("Beer", StandardDrinks(tenths: 13))
        await tap("History", in: app)
        await tap("Open #1 Beer", in: app)
        await tapTab(.home, in: app)
        await tap("Library settings", in: app)

        app.handle(.calculator)
        expectTree(
            app.navigator,
            """
            tab home
              #0 home/dashboard
            tab routine
              #1 routine/today
            tab library
              #2 library/shelf
            tab assets
              #3 assets/list
            tab drinks (selected)
              #4 drinks/main
              sheet [large, drag indicator visible]
                #8 drinks/calculator
            """)

        app.handle(.history)
        #expect(stackRoutes(.drinks, in: app) == ["drinks/main", "drinks/history"])
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(app.navigator.debugSummary == "depth 1 · canPop true · presented 0")
    }
}

@MainActor
@Suite("002 drink tracker: one quick entry sheet")
struct DrinkTrackerOneSheetTests {
    @Test("asking for quick entry while it is up keeps the one sheet and reports the refusal")
    func quickEntryIsOneOfAKind() async {
        let app = makeApp()
        await tapTab(.drinks, in: app)
        await tap("Quick entry", in: app)
        let sheet = app.navigator.state

        app.navigator.present(.drinks(.quickEntry), style: .sheet(DrinkTrackerDestination.quickEntryOptions))

        #expect(app.navigator.state == sheet)
        #expect(app.navigator.state.presentations.count == 1)
    }
}
