import AssetsFeature
import ExampleApp
import HomeFeature
import IssuesFeature
import LibraryFeature
import ModularNavigation
import ModularNavigationTesting
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@MainActor
@Suite("Saving and restoring whichever layout the app runs in")
struct LayoutRestoreTests {
    /// The archive of an app that showed `state`.
    private func saved(_ state: NavigationState<AppRoute, AppTab>) throws -> Data {
        try ExampleApp(state: state, dependencies: AppDependencies()).save()
    }

    @Test("each layout comes back as it was saved, in the same layout", arguments: ExampleLayout.allCases)
    func sameLayout(layout: ExampleLayout) throws {
        var state = layout.adapting(
            try NavigationState(selectedTab: .library, root: AppRoute.root(of:)))
        try state.perform(.push(.library(.public(.settings))))
        let (app, result) = ExampleApp.launch(
            restoring: try saved(state), layout: layout, dependencies: AppDependencies())
        #expect(result.outcome == .restored)
        #expect(app.navigator.state == state)
        #expect(ExampleLayout(of: app.navigator.state) == layout)
    }

    @Test("a split view saved on iPad comes back split, not as the tabs' fresh launch")
    func splitComesBack() throws {
        var state = ExampleApp.regularWidthState
        try state.perform(.present(.library(.public(.settings)), .sheet()))
        let (app, result) = ExampleApp.launch(
            restoring: try saved(state), layout: .split, dependencies: AppDependencies())
        #expect(result.outcome == .restored)
        #expect(app.navigator.state == state)
    }

    @Test("tabs saved on iPhone, restored into a split view: the selected tab's section and screens")
    func tabsIntoSplit() throws {
        var tabs = ExampleApp.initialState
        try tabs.perform(.selectTab(.assets))
        try tabs.perform(.push(.assets(.detail(id: 7))))
        try tabs.perform(.present(.issues(.picker), .sheet()))
        let (app, result) = ExampleApp.launch(
            restoring: try saved(tabs), layout: .split, dependencies: AppDependencies())
        // Reading the archive lost nothing; it is shown in the layout the app runs in now.
        #expect(result.outcome == .restored)
        let split = app.navigator.state
        #expect(split.split?.selection == .assets(.list))
        #expect(split.stack(at: .detail)?.entries.map(\.route) == [.assets(.list), .assets(.detail(id: 7))])
        #expect(split.presentations.map(\.stack.root.route) == [.issues(.picker)])
        #expect(app.analytics.lines.contains("restored the tabs layout as split"))

        let (threeColumns, _) = ExampleApp.launch(
            restoring: try saved(tabs), layout: .threeColumns, dependencies: AppDependencies())
        let three = threeColumns.navigator.state
        #expect(three.split?.selection == .assets(.list))
        #expect(three.split?.contentSelection == .assets(.detail(id: 7)))
        #expect(three.stack(at: .detail)?.entries.map(\.route) == [.assets(.detail(id: 7))])
        #expect(three.presentations.map(\.stack.root.route) == [.issues(.picker)])
    }

    @Test("a checkout above the tabs, restored into a split view, is pushed in the detail with what hung off it")
    func aboveTabsIntoSplit() throws {
        var tabs = ExampleApp.initialState
        try tabs.perform(.selectTab(.library))
        try tabs.perform(.showAboveTabs(.library(.public(.checkout(bookID: 2)))))
        try tabs.perform(.present(.library(.public(.settings)), .sheet()))
        let (app, result) = ExampleApp.launch(
            restoring: try saved(tabs), layout: .split, dependencies: AppDependencies())
        #expect(result.outcome == .restored)
        let split = app.navigator.state
        #expect(split.split?.selection == .library(.public(.shelf)))
        #expect(
            split.stack(at: .detail)?.entries.map(\.route) == [
                .library(.public(.shelf)), .library(.public(.checkout(bookID: 2))),
            ])
        #expect(split.presentations.map(\.stack.root.route) == [.library(.public(.settings))])
    }

    @Test("Home's screens go on the sidebar, which is the dashboard, and back on the Home tab")
    func homeIsTheSidebar() throws {
        var tabs = ExampleApp.initialState
        try tabs.perform(.push(.home(.library(.public(.settings)))))
        let (split, _) = ExampleApp.launch(restoring: try saved(tabs), layout: .split, dependencies: AppDependencies())
        #expect(split.navigator.splitSelection() == nil)
        #expect(split.navigator.state.stack(at: .sidebar)?.path.map(\.route) == [.home(.library(.public(.settings)))])

        let (back, _) = ExampleApp.launch(
            restoring: try saved(split.navigator.state), layout: .tabs, dependencies: AppDependencies())
        #expect(back.navigator.state.selectedTab == .home)
        #expect(back.navigator.state.stack(at: .tab(.home))?.path.map(\.route) == tabs.baseStack.path.map(\.route))
    }

    @Test("a split view restored into tabs selects the tab of its section; three columns into two keep the screens")
    func splitIntoTabs() throws {
        let three = try NavigationState<AppRoute, AppTab>(
            sidebar: .home(.dashboard), selection: .assets(.list), contentSelection: .assets(.detail(id: 12)))
        let (tabs, _) = ExampleApp.launch(restoring: try saved(three), layout: .tabs, dependencies: AppDependencies())
        #expect(tabs.navigator.state.selectedTab == .assets)
        #expect(stackRoutes(.assets, in: tabs) == ["assets/list", "assets/detail(id: 12)"])

        let (two, _) = ExampleApp.launch(restoring: try saved(three), layout: .split, dependencies: AppDependencies())
        #expect(two.navigator.splitSelection() == .assets(.list))
        #expect(
            two.navigator.state.stack(at: .detail)?.entries.map(\.route) == [.assets(.list), .assets(.detail(id: 12))])
    }

    @Test("every tab's section and screens survive a trip through both split layouts", arguments: AppTab.allCases)
    func roundTrip(tab: AppTab) throws {
        var tabs = ExampleApp.initialState
        try tabs.perform(.selectTab(tab))
        try tabs.perform(.push(.library(.public(.settings))))
        try tabs.perform(.push(.assets(.detail(id: 12))))
        for layout in [ExampleLayout.split, .threeColumns] {
            let back = ExampleLayout.tabs.adapting(layout.adapting(tabs))
            #expect(back.selectedTab == tab, "through \(layout)")
            #expect(back.baseStack.entries.map(\.route) == tabs.baseStack.entries.map(\.route), "through \(layout)")
        }
    }

    @Test("an unreadable archive gives the fresh launch of the layout the app runs in")
    func corruptFallsBackToCurrentLayout() {
        for layout in ExampleLayout.allCases {
            let (app, result) = ExampleApp.launch(
                restoring: Data("not an archive".utf8), layout: layout, dependencies: AppDependencies())
            #expect(result.outcome == .fallback)
            #expect(result.issues == [.corruptData])
            #expect(app.navigator.state == layout.initialState)
        }
    }
}
