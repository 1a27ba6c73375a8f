import AssetsFeature
import DrinkTrackerFeature
import HomeFeature
import IssuesFeature
import LibraryFeature
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import RoutineFeature
import Testing

@testable import ExampleApp

// Seed 004: one root waypoint case per feature delegating to the feature's waypoints,
// feature routers used by view models, analytics from the navigator's events.

@MainActor
@Suite("004 coordinator and waypoints")
struct WaypointTests {
    @Test("the root waypoint delegates every case to its feature")
    func rootDelegates() {
        let app = makeApp()
        let client = app.navigator.rootClient
        let titles = [
            AppRoute.home(.dashboard), .routine(.step(2)), .library(.public(.shelf)), .assets(.detail(id: 12)),
            .issues(.picker), .drinks(.calculator),
        ].map { DemoScreen(app.dependencies.screen(for: $0, client: client)).title }
        #expect(titles == ["Home", "Step 2: Breathe", "Library", "Boiler 12", "Pick an issue", "Calculator"])
    }

    @Test("view models speak to a router, not to the stack")
    func routerIntents() {
        let router = RecordingRoutineRouter()
        let step = StepModel(step: 2, plan: .live, router: router)
        step.next()
        step.startTimer()
        TimerModel(step: 2, router: router).stop()
        #expect(router.intents == ["step 3", "timer 2", "stop"])
    }

    @Test("the live router turns intents into the right presentations")
    func liveRouter() async {
        let app = makeApp()
        await tapTab(.routine, in: app)
        await tap("Start the routine", in: app)
        await tap("Start the timer", in: app)
        #expect(app.navigator.state.presentations.first?.style == .fullScreenCover)
        #expect(app.topDemoScreen?.title == "Timer for step 1")
        await tap("Stop", in: app)
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(stackRoutes(.routine, in: app) == ["routine/today", "routine/step(1)"])
    }

    @Test("analytics come from the navigator's events")
    func analytics() async {
        let app = makeApp()
        await tap("Browse the library", in: app)
        await tapTab(.drinks, in: app)
        await tap("Quick entry", in: app)
        await tap("Log a beer", in: app)
        await tapTab(.drinks, in: app)
        #expect(
            app.analytics.lines == [
                "pushed #5 home/library(shelf) onto tab home",
                "screen_view home/library(shelf) (tab home)",
                "selected tab drinks (was home)",
                "screen_view drinks/main (tab drinks)",
                "presented #6 drinks/quickEntry as sheet [0.2] at presented 1",
                "screen_view drinks/quickEntry (presented 1)",
                "dismissed #6 drinks/quickEntry (sheet [0.2]) at presented 1",
                "screen_view drinks/main (tab drinks)",
                // Re-tapped at its root with nothing over it: the same screen stays on top.
                "reselected tab drinks",
            ])
    }
}

/// A router that records what view models asked for.
@MainActor
final class RecordingRoutineRouter: RoutineRouter {
    var intents: [String] = []
    func showStep(_ step: Int) { intents.append("step \(step)") }
    func startTimer(step: Int) { intents.append("timer \(step)") }
    func stopTimer() { intents.append("stop") }
}
