import AssetsFeature
import ExampleApp
import ExampleInterfaces
import HomeFeature
import IssuesFeature
import ModularNavigation
import ModularNavigationTesting
import NavigationDemoKit
import RoutineFeature
import Testing

@MainActor
@Suite("Three columns: sections, the Assets list, the asset")
struct ThreeColumnLayoutTests {
    @Test("an asset picked in the content list starts the detail, which links an issue as in the tabs")
    func pickAssetAndLinkIssue() async {
        let app = ExampleApp(state: ExampleApp.threeColumnState, dependencies: AppDependencies())
        let host = show(app)
        #expect(host.tapContentItem(.assets(.detail(id: 7))))
        expectSettled(host)
        #expect(app.navigator.contentSelection() == .assets(.detail(id: 7)))

        let linking = await tap("Link an issue", in: app)
        await tap("Pick #28 Noisy bearing", in: app)
        await linking?.value
        #expect(app.navigator.topScreenObject(AssetDetailModel.self)?.linkedIssue?.id == 28)
        #expect(app.navigator.state.presentations.isEmpty)
        #expect(
            app.analytics.lines.contains(
                "selected assets/list in the sidebar, assets/detail(id: 7) in the content column"))

        // Another asset replaces the detail; another section clears the list's selection.
        #expect(host.tapContentItem(.assets(.detail(id: 12))))
        expectSettled(host)
        #expect(app.navigator.state.stack(at: .detail)?.entries.map(\.route) == [.assets(.detail(id: 12))])
        #expect(host.tapSidebarItem(.routine(.today)))
        expectSettled(host)
        #expect(app.navigator.contentSelection() == nil)
    }

    @Test("collapsed on iPhone: back from the asset shows the list, back again the sidebar")
    func collapsedBack() throws {
        let app = ExampleApp(
            state: try NavigationState(
                sidebar: .home(.dashboard), selection: .assets(.list), contentSelection: .assets(.detail(id: 7))),
            dependencies: AppDependencies())
        let host = show(app)
        #expect(app.topDemoScreen?.title == "Pump 7")
        #expect(host.tapCollapsedBack())
        expectSettled(host)
        // The list on top is the Assets module's own list, in the content column.
        #expect(app.showsContentList)
        #expect(app.topDemoScreen?.title == "Assets")
        #expect(host.tapCollapsedBack())
        expectSettled(host)
        #expect(app.navigator.splitSelection() == nil)
        #expect(app.topDemoScreen?.title == app.demoScreen(for: app.navigator.topStack.root.id)?.title)
    }

    @Test("the list's own pushes pick in the content column; its dismiss goes back to the sidebar")
    func contentScreen() async {
        let app = ExampleApp(state: ExampleApp.threeColumnState, dependencies: AppDependencies())
        await app.contentDemoScreen?.action("Open Boiler 12")?.perform()
        #expect(app.navigator.contentSelection() == .assets(.detail(id: 12)))
        #expect(app.navigator.state.stack(at: .detail)?.root.route == .assets(.detail(id: 12)))
        #expect(ExampleApp(dependencies: AppDependencies()).contentDemoScreen?.title == nil)
    }
}
