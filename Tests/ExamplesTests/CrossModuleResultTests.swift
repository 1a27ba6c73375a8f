import ExampleApp
import ExampleInterfaces
import IssuesFeature
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import Testing

@testable import AssetsFeature

// Seed 001: Assets and Issues do not know each other; the app maps Assets' request for
// an issue to Issues' picker, presented with its own stack, and the pick comes back as
// a typed result.

@MainActor
@Suite("001 modal cross-module results")
struct CrossModuleResultTests {
    private func openPump(_ app: ExampleApp) async -> AssetDetailModel? {
        await tapTab(.assets, in: app)
        await tap("Open Pump 7", in: app)
        return app.navigator.topScreenObject(AssetDetailModel.self)
    }

    @Test("picking an issue returns it to the asset detail")
    func pickReturnsIssue() async {
        let app = makeApp()
        let detail = await openPump(app)
        let linking = await tap("Link an issue", in: app)
        expectTree(
            app.navigator,
            """
            tab home
              #0 home/dashboard
            tab routine
              #1 routine/today
            tab library
              #2 library/shelf
            tab assets (selected)
              #3 assets/list
              #5 assets/detail(id: 7)
              sheet
                #6 issues/picker
            tab drinks
              #4 drinks/main
            """)

        await tap("Pick #28 Noisy bearing", in: app)
        // The linking action ends once the picked issue has reached it.
        await linking?.value
        #expect(detail?.linkedIssue == IssueReference(id: 28, title: "Noisy bearing"))
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(stackRoutes(.assets, in: app) == ["assets/list", "assets/detail(id: 7)"])
    }

    @Test("the picker has its own stack, and a pushed issue can finish the flow")
    func pickerOwnStack() async {
        let app = makeApp()
        let detail = await openPump(app)
        let linking = await tap("Link an issue", in: app)
        await tap("Read #31", in: app)
        #expect(app.navigator.topStack.entries.map { "\($0.route)" } == ["issues/picker", "issues/detail(id: 31)"])
        #expect(stackRoutes(.assets, in: app) == ["assets/list", "assets/detail(id: 7)"])

        await tap("Link this issue", in: app)
        await linking?.value
        #expect(detail?.linkedIssue?.id == 31)
        #expect(app.navigator.state.presentations.isEmpty)
    }

    @Test("swiping the picker away links nothing")
    func swipeReturnsNothing() async {
        let app = makeApp()
        let detail = await openPump(app)
        let linking = await tap("Link an issue", in: app)
        #expect(app.navigator.state.presentations.count == 1)
        await swipeDownSheet(in: app)
        // The swipe cancels the awaited flow, so the linking action runs to its end.
        await linking?.value
        #expect(detail?.linkedIssue == nil)
        #expect(detail?.lastOutcome == "linking cancelled")
    }

    @Test("a fake client answers the request, as in a preview")
    func fakeClient() async {
        let fake = NavigationClient<AssetsDestination>.answering(IssueReference(id: 1, title: "Preview issue"))
        let detail = AssetDetailModel(assetID: 7, name: "Pump 7", navigationClient: fake)
        await detail.linkIssue()
        #expect(detail.status == "Linked to #1 Preview issue")
    }

    @Test("Assets asks for an issue with a request, not with a destination of its own")
    func requestIsNotADestination() async {
        let recorder = RecordingNavigationClient<AssetsDestination>()
        let detail = AssetDetailModel(assetID: 12, name: "Boiler 12", navigationClient: recorder.client)
        await detail.linkIssue()
        expectRequested(.linkIssue(assetID: 12), .sheet(), by: recorder)
        #expect(
            recorder.calls == [
                .requestForResult(
                    AnyHashableSendable(AssetsDestination.Request.linkIssue(assetID: 12)), .sheet(),
                    expecting: "IssueReference")
            ])
        #expect(AppRoute.fromAssets(.linkIssue(assetID: 12)) == .issues(.picker))
    }

    @Test("every Assets destination is a screen Assets draws, so AppRoute.assets cannot hold a request")
    func everyDestinationIsDrawn() async {
        // The switch is exhaustive: were a request a case of the destination again, this
        // test would stop compiling. `AppRoute.assets` takes only `AssetsDestination`, so
        // `AppRoute.assets(.linkIssue(assetID: 7))` does not compile either.
        func isDrawnByAssets(_ destination: AssetsDestination) -> Bool {
            switch destination {
            case .list, .detail: true
            }
        }
        #expect(isDrawnByAssets(.list) && isDrawnByAssets(.detail(id: 7)))
        let app = makeApp()
        await tapTab(.assets, in: app)
        await tap("Open Pump 7", in: app)
        #expect(assetDetail(app.topScreen) != nil)
    }

    @Test("a request through a client scoped without the app's answer is refused and reported, never drawn")
    func unansweredRequestIsRefused() async throws {
        let app = makeApp()
        _ = await openPump(app)
        let screen = app.navigator.topStack.top.id
        let events = NavigationEventRecorder(app.navigator)
        // The bare case embeds Assets' screens but answers none of its requests.
        let unscoped = app.navigator.client(for: screen).scope(AppRoute.assets)
        let detail = AssetDetailModel(assetID: 7, name: "Pump 7", navigationClient: unscoped)
        let before = app.navigator.state

        await detail.linkIssue()

        #expect(app.navigator.state == before)
        #expect(detail.lastOutcome == "linking cancelled")
        #expect(events.events == [.requestUnanswered("linkIssue(assetID: 7)", screen: screen)])
        #expect(
            events.events.map(\.description) == [
                "request linkIssue(assetID: 7) from \(screen) unanswered: no scope maps it to a screen"
            ])
    }

    @Test("a picker restored after a relaunch still links its pick to the restored asset detail")
    func restoredPickerDelivers() async throws {
        let before = makeApp()
        _ = await openPump(before)
        _ = await tap("Link an issue", in: before)
        let saved = try before.save()

        let (app, _) = ExampleApp.launch(restoring: saved, dependencies: AppDependencies())
        show(app)
        #expect(app.navigator.topStack.top.route == .issues(.picker))
        let detailScreen = try #require(app.navigator.state.stack(at: .tab(.assets))?.top.id)
        // The detail under the sheet is drawn, so its model is made and waits again on its own.
        let detail = try #require(assetDetail(app.screen(for: detailScreen)))

        await tap("Pick #28 Noisy bearing", in: app)
        // The model's own wait ends with the pick or a cancellation; either way it says so.
        await until { detail.linkedIssue != nil || detail.lastOutcome != nil }
        #expect(detail.linkedIssue == IssueReference(id: 28, title: "Noisy bearing"))
        #expect(app.navigator.state.presentations.isEmpty)
    }

    @Test("a restored picker whose presenter has not waited again is dismissed by a pick, not left up")
    func restoredPickerWithoutPresenter() async throws {
        let before = makeApp()
        _ = await openPump(before)
        _ = await tap("Link an issue", in: before)
        let (app, _) = ExampleApp.launch(restoring: try before.save(), dependencies: AppDependencies())
        show(app)

        await tap("Pick #28 Noisy bearing", in: app)
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(app.analytics.lines.last?.contains("undelivered") == true)
    }
}
