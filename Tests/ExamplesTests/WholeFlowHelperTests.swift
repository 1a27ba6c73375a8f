import AssetsFeature
import ExampleApp
import ExampleInterfaces
import IssuesFeature
import ModularNavigation
import ModularNavigationTesting
import Testing

// A whole flow written as an app's own test would write it: only the Testing library's
// public helpers (a headless host drawing the app's navigator), no harness.

@MainActor
@Suite("whole flows with the Testing helpers")
struct WholeFlowHelperTests {
    @Test("a swiped-away picker hands the asset detail a cancellation")
    func swipedAwayPicker() async throws {
        let app = ExampleApp(dependencies: AppDependencies())
        let host = HeadlessHost(navigator: app.navigator)
        #expect(host.tapTab(.assets))
        app.navigator.push(.assets(.detail(id: 7)))
        expectSettled(host)
        // Drawing the screen makes its model, as the SwiftUI view does.
        _ = app.topScreen

        let detail = try #require(app.navigator.topScreenObject(AssetDetailModel.self))
        let linking = await app.navigator.start { await detail.linkIssue() }
        expectSettled(host)
        #expect(app.navigator.topStack.top.route == .issues(.picker))
        #expect(host.swipeDownSheet())
        expectSettled(host)
        await linking.value
        #expect(detail.lastOutcome == "linking cancelled")
    }

    @Test("a pick reaches the screen that asked, named in the events")
    func pickDelivered() async throws {
        let app = ExampleApp(dependencies: AppDependencies())
        let events = NavigationEventRecorder(app.navigator)
        let host = HeadlessHost(navigator: app.navigator)
        #expect(host.tapTab(.assets))
        app.navigator.push(.assets(.detail(id: 7)))
        expectSettled(host)
        _ = app.topScreen
        let detail = try #require(app.navigator.topScreenObject(AssetDetailModel.self))

        let linking = await app.navigator.start { await detail.linkIssue() }
        // The picker keeps no state of its own: its model is a value, made as its view draws.
        guard case .issues(.picker(let picker)) = app.topScreen else {
            Issue.record("The issue picker is not on top")
            return
        }
        picker.pick(IssueReference(id: 28, title: "Noisy bearing"))
        await linking.value

        #expect(detail.linkedIssue?.id == 28)
        #expect(events.events.last?.description == "result delivered to \(EntryID(5))")
    }
}
