import AssetsFeature
import ExampleApp
import ExampleInterfaces
import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("iPad tabs: the Assets tab holds a split view")
struct SplitTabTests {
    @Test("an asset picked in the Assets tab's sidebar roots its detail, which links an issue as on iPhone")
    func pickAssetInTheTab() async {
        let app = ExampleApp(state: ExampleApp.splitTabState, dependencies: AppDependencies())
        let host = show(app)
        #expect(host.tapTab(.assets))
        expectSettled(host)
        #expect(host.tapSidebarItem(.assets(.detail(id: 7))))
        expectSettled(host)
        #expect(app.navigator.splitSelection(in: .assets) == .assets(.detail(id: 7)))
        #expect(app.navigator.state.stack(at: .tabDetail(.assets))?.root.route == .assets(.detail(id: 7)))

        let linking = await tap("Link an issue", in: app)
        await tap("Pick #28 Noisy bearing", in: app)
        await linking?.value
        #expect(app.navigator.topScreenObject(AssetDetailModel.self)?.linkedIssue?.id == 28)
        #expect(app.analytics.lines.contains("selected assets/detail(id: 7) in the sidebar of tab assets"))
        // The other tabs keep their stacks.
        #expect(app.navigator.state.split(in: .library) == nil)
    }

    @Test("compact width: back from the asset clears the tab's selection and shows the list")
    func collapsedBack() {
        let app = ExampleApp(state: ExampleApp.splitTabState, dependencies: AppDependencies())
        let host = show(app)
        #expect(host.tapTab(.assets))
        #expect(host.tapSidebarItem(.assets(.detail(id: 7))))
        expectSettled(host)
        #expect(host.tapCollapsedBack())
        expectSettled(host)
        #expect(app.navigator.splitSelection(in: .assets) == nil)
    }

    @Test("a link target opens the asset in the tab's split view; the layout saves and restores")
    func linkAndRestore() throws {
        let app = ExampleApp(state: ExampleApp.splitTabState, dependencies: AppDependencies())
        let target = DeepLinkTarget<AppRoute, AppTab>.split(selecting: .assets(.detail(id: 12)), in: .assets)
        app.navigator.replaceState(try app.navigator.state.navigating(to: target))
        #expect(app.navigator.selectedTab == .assets)
        #expect(app.navigator.splitSelection() == .assets(.detail(id: 12)))
        let (relaunched, result) = ExampleApp.launch(
            restoring: try app.save(), layout: .tabsWithSplit, dependencies: AppDependencies())
        #expect(result.outcome == .restored)
        #expect(relaunched.navigator.state == app.navigator.state)
        // The same archive on an iPhone: the asset comes back pushed on the Assets tab.
        let (phone, _) = ExampleApp.launch(restoring: try app.save(), layout: .tabs, dependencies: AppDependencies())
        #expect(
            phone.navigator.state.stack(at: .tab(.assets))?.entries.map(\.route) == [
                .assets(.list), .assets(.detail(id: 12)),
            ])
    }
}
