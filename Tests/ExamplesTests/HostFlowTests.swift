import DrinkTrackerFeature
import ExampleApp
import IssuesFeature
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

@testable import AssetsFeature

// Flows written the way an app's own test drives the headless host: the host draws the
// navigator as SwiftUI would, the test taps what the user sees, swipes, lets the host
// settle and compares the screen with the navigator's state.

@MainActor
@Suite("flows through the headless host")
struct HostFlowTests {
    @Test("a swiped-away issue picker hands the asset detail a cancellation")
    func swipeAwayPicker() async {
        let app = ExampleApp(dependencies: AppDependencies())
        let host = HeadlessHost(navigator: app.navigator)
        host.tapTab(.assets)
        await app.perform(app.demoScreen(for: host.topScreen.id)?.action("Open Pump 7"))
        expectSettled(host)
        let detail = assetDetail(app.screen(for: host.topScreen.id))
        let linking = await app.perform(app.demoScreen(for: host.topScreen.id)?.action("Link an issue"))
        expectSettled(host)
        #expect(host.topScreen.route == .issues(.picker))

        host.swipeDownSheet()
        expectSettled(host)
        await linking?.value
        #expect(detail?.lastOutcome == "linking cancelled")
        #expect(host.topScreen.route == .assets(.detail(id: 7)))
    }

    @Test("a quick action from a deep state reaches the tracker in UI-safe steps")
    func quickActionFromDeepState() async {
        let app = makeApp()
        let host = host(of: app)
        await tap("Browse the library", in: app)
        await tap("Read Sleep Well", in: app)
        await tap("Back to the shelf", in: app)
        await tap("Library settings", in: app)
        app.handle(.history)
        #expect(host?.drawn.selectedTab == .home, "the sheet leaves before the tab changes")
        host.map { expectSettled($0) }
        #expect(host?.topScreen.route == .drinks(.history))
        #expect(host?.failures.isEmpty == true)
    }

    @Test("a deep link while a sheet animates in waits for the sheet, then replaces it")
    func deepLinkWhileSheetAnimates() async throws {
        let app = ExampleApp(dependencies: AppDependencies())
        let host = HeadlessHost(navigator: app.navigator)
        try app.open("navdemo://library/settings")
        host.advance(by: .milliseconds(100))
        try app.open("navdemo://drinks/quick-entry")
        expectSettled(host)
        #expect(host.drawn.selectedTab == .drinks)
        #expect(host.drawn.presentations.count == 1)
    }
}

extension ExampleApp {
    /// Performs an action the test found on screen; nothing when it was not there.
    @discardableResult fileprivate func perform(_ action: DemoAction?) async -> NavigationWork<Void>? {
        guard let action else {
            Issue.record("the action is not on the screen")
            return nil
        }
        return await navigator.start { await action.perform() }
    }
}

extension HostFlowTests {
    @Test("a cold-start link applies once the first screen has appeared, not when the view is built")
    func coldLinkWaitsForFirstAppearance() {
        let (app, _) = ExampleApp.launch(
            restoring: nil, opening: "navdemo://library/settings", dependencies: AppDependencies())
        let host = HeadlessHost(
            navigator: app.navigator, behaviour: HostBehaviour(signalDelay: .milliseconds(200) ... .milliseconds(200)))
        #expect(app.navigator.state.presentations.isEmpty, "no window to present from yet")
        host.advance(by: .milliseconds(200))
        #expect(app.navigator.state.presentations.count == 1)
        expectSettled(host)
        #expect(host.drawn.selectedTab == .library)
    }
}
