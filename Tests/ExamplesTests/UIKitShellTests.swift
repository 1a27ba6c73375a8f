import ControllerStandIn
import ExampleApp
import ModularNavigation
import NavigationDemoKit
import Testing

// The example app's UIKit-first shell draws the app's navigator with the UIKit backend.
// Its drawing is played here against the UIKit stand-in while the demo's scripts drive the
// app: at every step UIKit is asked nothing it refuses and shows the tree the demo shows.

@MainActor
@Suite("the example app drawn by the UIKit backend")
struct UIKitShellTests {
    /// Runs a script through the demo and after each line hands its state to the app the
    /// UIKit shell draws, expecting UIKit to show that tree once its transitions end.
    private func expectUIKitFollows(_ script: String, sourceLocation: SourceLocation = #_sourceLocation) async {
        let session = DemoSession()
        let shell = ExampleApp(state: session.app.navigator.state, dependencies: session.app.dependencies)
        let uikit = UIKitStandIn(navigator: shell.navigator)
        for line in script.split(separator: "\n").map(String.init) {
            _ = await session.handle(line)
            let demo = session.app.navigator.state
            shell.navigator.replaceState(demo)
            uikit.finish()
            #expect(uikit.failures.isEmpty, "after \(line): \(uikit.failures)", sourceLocation: sourceLocation)
            #expect(uikit.showsNavigatorState, "after \(line)", sourceLocation: sourceLocation)
            #expect(
                shell.navigator.state.entries.map(\.route) == demo.entries.map(\.route), sourceLocation: sourceLocation)
            #expect(shell.navigator.state.selectedTab == demo.selectedTab, sourceLocation: sourceLocation)
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
}
