import AssetsFeature
import ControllerStandIn
import ExampleApp
import ModularNavigation
import ModularNavigationDrawing
import NavigationDemoKit
import Testing

// The example app's UIKit-first shell draws the app's navigator with the UIKit backend.
// Its drawing is played here against the UIKit stand-in while the demo's scripts drive the
// app: the demo's gestures are the stand-in's (its back button, its tab bar, a sheet
// swiped away), and at every step UIKit is asked nothing it refuses, shows the navigator,
// and leaves the tree the demo leaves when the SwiftUI-behaving host draws it.

@MainActor
@Suite("the example app drawn by the UIKit backend")
struct UIKitShellTests {
    /// Runs a script through the demo and after each line hands its state to the app the
    /// UIKit shell draws, expecting UIKit to show that tree once its transitions end.
    private func expectUIKitFollows(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let demo = DemoSession()
        let session = DemoSession(dependencies: AppDependencies()) { UIKitHands(drawing: $0) }
        for line in script.split(separator: "\n").map(String.init) {
            _ = await demo.handle(line)
            _ = await session.handle(line)
            guard let hands = session.currentHands() as? UIKitHands else { return }
            hands.settle()
            let (uikit, state, shown) = (hands.uikit, session.app.navigator.state, demo.app.navigator.state)
            #expect(uikit.failures.isEmpty, "after \(line): \(uikit.failures)", sourceLocation: sourceLocation)
            #expect(uikit.showsNavigatorState, "after \(line)", sourceLocation: sourceLocation)
            #expect(
                state.entries.map(\.route) == shown.entries.map(\.route), "after \(line)",
                sourceLocation: sourceLocation)
            #expect(state.selectedTab == shown.selectedTab, "after \(line)", sourceLocation: sourceLocation)
        }
    }

    @Test("the demo's tour leaves the same tree in the UIKit shell, step by step")
    func tour() async {
        await expectUIKitFollows(demoScript)
    }

    @Test("the demo's tabs, pushes, sheets, the stack above the tabs and the back button, drawn by the UIKit shell")
    func tabsAndLayers() async {
        await expectUIKitFollows(
            """
            tab library
            1
            back
            borrow 1
            1
            back
            back
            tab drinks
            1
            close
            tab home
            1
            back
            undo
            """)
    }

    @Test("the demo's split layouts, two and three columns, drawn by the UIKit split view's drawing")
    func splitLayouts() async {
        await expectUIKitFollows(
            """
            layout split
            1
            back
            layout split3
            1
            1
            back
            layout tabs
            """)
    }

    @Test("the demo's iPad tabs: a row of the Assets tab's sidebar, the picker over its detail, back to the list")
    func tabSplitLayout() async {
        await expectUIKitFollows(
            """
            layout tabsplit
            tab assets
            1
            1
            1
            back
            layout tabs
            """)
    }

    @Test(
        "the Routine module, whose Today screen is a view controller: its step and full-screen timer in the UIKit shell"
    )
    func routineModule() async {
        await expectUIKitFollows(
            """
            tab routine
            1
            1
            1
            2
            back
            """)
    }

    @Test(
        "the iPad tabs: the Assets tab's split view drawn by its own split view controller, side by side and collapsed")
    func assetsTabSplit() {
        let app = ExampleApp(state: ExampleApp.splitTabState, dependencies: AppDependencies())
        let uikit = UIKitStandIn(navigator: app.navigator)
        #expect(uikit.tapTab(.assets))
        uikit.finish()
        #expect(uikit.tabBar.items.first { $0.tab == .assets }?.content == .split(hasContentColumn: false))
        uikit.select(.assets(.detail(id: 7)), in: .sidebar, of: .assets)
        uikit.finish()
        #expect(app.navigator.state.stack(at: .tabDetail(.assets))?.root.route == .assets(.detail(id: 7)))
        #expect(uikit.controllers[.tabDetail(.assets)]?.count == 1)
        #expect(uikit.failures.isEmpty && uikit.showsNavigatorState)

        uikit.collapseSplit(true, in: .assets)
        uikit.finish()
        #expect(uikit.goBackCollapsed(in: .assets))
        uikit.finish()
        #expect(app.navigator.splitSelection(in: .assets) == nil)
        #expect(app.analytics.lines.contains("selected assets/detail(id: 7) in the sidebar of tab assets"))
        #expect(uikit.failures.isEmpty && uikit.showsNavigatorState)
    }
}
