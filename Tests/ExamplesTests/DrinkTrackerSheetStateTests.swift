import AccountFeature
import DrinkTrackerFeature
import ExampleApp
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

// Issue 12: the drink tracker's info popover, and its settings sheet whose detent the
// user drags and a relaunch brings back.

@MainActor
@Suite("002 drink tracker: a popover and a sheet's detent")
struct DrinkTrackerSheetStateTests {
    private func drinksApp() async -> ExampleApp {
        // Settings sit behind sign-in (SignInGuardTests); here the user has signed in.
        let app = makeApp(dependencies: AppDependencies(account: AccountSession(isSignedIn: true)))
        await tapTab(.drinks, in: app)
        return app
    }

    @Test("the info popover hangs from the info button and goes away with a tap outside")
    func infoPopover() async throws {
        let app = await drinksApp()
        await tap("What is a standard drink?", in: app)
        let layer = try #require(app.navigator.state.presentations.last)
        #expect(layer.style == .popover(DrinkTrackerDestination.infoOptions))
        #expect(app.navigator.state.treeDescription.hasSuffix("popover [at (1, 0)]\n    #5 drinks/standardDrinkInfo"))
        #expect(app.topDemoScreen?.status == "One standard drink holds 10 g of alcohol.")

        await tapOutsidePopover(in: app)
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(
            app.analytics.lines.suffix(2) == [
                "dismissed #5 drinks/standardDrinkInfo (popover [at (1, 0)]) at presented 1",
                "screen_view drinks/main (tab drinks)",
            ])

        await tap("What is a standard drink?", in: app)
        await tap("Got it", in: app)
        #expect(app.navigator.state.presentations.isEmpty)
    }

    @Test("a link opens the info popover")
    func infoLink() throws {
        let app = makeApp()
        _ = try app.open("https://example.com/drinks/standard-drink")
        #expect(app.navigator.state.presentations.map(\.style) == [.popover(DrinkTrackerDestination.infoOptions)])
    }

    @Test("settings open at half height; a drag up is kept in the state and comes back after a relaunch")
    func restoredDetent() async throws {
        let app = await drinksApp()
        await tap("Settings", in: app)
        let sheet = try #require(app.navigator.state.presentations.last)
        #expect(sheet.style.sheetOptions?.restingDetent == .medium)

        await dragSheet(to: .large, in: app)
        #expect(app.navigator.state.presentations.last?.style.sheetOptions?.selectedDetent == .large)
        #expect(app.analytics.lines.last == "sheet #5 drinks/settings at presented 1 rests at large")

        let (relaunched, result) = ExampleApp.launch(restoring: try app.save(), dependencies: app.dependencies)
        #expect(result.outcome == .restored)
        show(relaunched)
        #expect(relaunched.topDemoScreen?.title == "Settings")
        #expect(relaunched.navigator.state.presentations.last?.style.sheetOptions?.selectedDetent == .large)
        #expect(
            relaunched.navigator.state.treeDescription.contains(
                "sheet [medium, large (selected), drag indicator visible, background enabled up through medium,"
                    + " corner radius 24]"))
    }

    @Test("the settings screen pulls its own sheet up from code, and the app reads where it rests")
    func detentFromCode() async {
        let app = await drinksApp()
        await tap("Settings", in: app)
        await tap("Show every setting", in: app)
        let style = app.navigator.presentationStyle(over: .tab(.drinks))
        #expect(style?.sheetOptions?.selectedDetent == .large)

        app.navigator.perform(.selectDetent(.medium))
        #expect(app.navigator.presentationStyle(over: .tab(.drinks))?.sheetOptions?.selectedDetent == .medium)
    }

    @Test("in a test, the headless host drags the sheet and taps outside the popover as a user would")
    func hostGestures() async throws {
        let app = await drinksApp()
        let screen = try #require(host(of: app))
        await tap("Settings", in: app)
        #expect(screen.dragSheet(to: .large))
        screen.settle()
        #expect(app.navigator.presentationStyle(over: .tab(.drinks))?.sheetOptions?.selectedDetent == .large)

        await tap("Done", in: app)
        await tap("What is a standard drink?", in: app)
        #expect(screen.tapOutsidePopover())
        screen.settle()
        #expect(app.navigator.state.presentations.isEmpty)
    }
}
