import DrinkTrackerFeature
import ExampleApp
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

// The example app's navigation coverage: a tour opens every link, leaves every flow
// the way a user does, and takes the one cross-module request; then the map must find
// no screen without a way in and no flow without a way back.

@MainActor
@Suite("navigation coverage of the example app")
struct NavigationCoverageTests {
    @Test("a tour reaches every flow's way back, and the map finds no screen without a way in")
    func tour() async throws {
        try await tour(map: try AppRouteMap.make())
    }

    @Test("the tour fails when the example has a screen with no way in")
    func screenWithNoWayInFails() async throws {
        // As if the tracker lost its "Custom drink" button and no link named the screen:
        // it still exists, and nothing leads to it.
        let map = try AppRouteMap.make(screens: [.drinks(.customDrink)])
        try await withKnownIssue("a screen with no way in fails the tour") {
            try await tour(map: map, printsTable: false)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no way in: drinks.customDrink") }
        }
    }

    /// Opens every link of the map, leaves each flow as a user does, takes the one
    /// cross-module request, prints the coverage table (CI's test step shows it), and
    /// expects no structural finding.
    private func tour(map: RouteMap, printsTable: Bool = true) async throws {
        let coverage = NavigationCoverage(map: map)
        var app = ExampleApp(dependencies: AppDependencies())
        var host = show(app)
        coverage.attach(host)
        for link in coverage.map.links {
            let path = try #require(link.samplePath, "\(link.pattern) builds no screen from sample values")
            _ = try app.open("navdemo://" + path.dropFirst())
            expectSettled(host)
            // Drinks settings are behind the sign-in guard: sign in, and the link resumes.
            if ScreenKind(of: host.topScreen.route) == ScreenKind("account.signIn") {
                await tap("Sign in", in: app)
            }
            guard await leave(app, host) else {
                // A flow the user cannot leave stays up, unleft, and the map reports it;
                // the tour goes on in a fresh launch.
                app = ExampleApp(dependencies: AppDependencies())
                host = show(app)
                coverage.attach(host)
                continue
            }
        }
        // Assets asks for an issue to link; the Issues picker finishes with one.
        await tapTab(.assets, in: app)
        await tap("Open Pump 7", in: app)
        let linking = await tap("Link an issue", in: app)
        await tap("Pick #28 Noisy bearing", in: app)
        await linking?.value

        if printsTable { print(coverage.markdown) }
        let structural = coverage.map.findings.filter(\.isStructural)
        let listed = structural.map { "- \($0)" }.joined(separator: "\n")
        #expect(
            structural.isEmpty, "The example app has screens no one can reach or flows no one can leave:\n\(listed)")
        #expect(coverage.map.findings.isEmpty, "\(coverage.map.findings)")
    }

    /// Leaves what a link opened as a user would: swipes a sheet or inspector down, taps outside a
    /// popover, goes back from above the tabs, swipes a pushed screen away.
    ///
    /// - Returns: Whether the user could leave everything.
    private func leave(_ app: ExampleApp, _ host: HeadlessHost<AppRoute, AppTab>) async -> Bool {
        while let layer = app.navigator.current.presentations.last {
            let left: Bool
            switch layer.style {
            case .popover: left = host.tapOutsidePopover()
            case .sheet, .fullScreenCover, .inspector: left = host.swipeDownSheet()
            }
            expectSettled(host)
            guard left else { return false }
        }
        if app.navigator.current.aboveTabs != nil {
            #expect(host.tapAboveTabsBack())
            expectSettled(host)
        }
        while app.navigator.current.canPop, host.swipeBack() {
            expectSettled(host)
        }
        return true
    }
}
