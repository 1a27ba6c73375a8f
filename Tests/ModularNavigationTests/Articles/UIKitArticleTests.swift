import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import ModularNavigationTesting
import Testing

// The UIKit and hybrid apps article's promise: a module does not know which backend
// draws it, so the same user script leaves the same navigator under either.

@MainActor
@Suite("UIKit and hybrid apps article")
struct UIKitArticleTests {
    @Test("a script of a module's calls and the user's gestures ends in the same state under SwiftUI and UIKit")
    func sameScriptSameState() {
        let standIn = UIKitStandIn.drawing()
        let host = HeadlessHost(navigator: Navigator(root: TestRoute.home))
        let (swiftUI, uiKit) = (host.navigator, standIn.navigator)

        for navigator in [swiftUI, uiKit] {
            let client = navigator.client(for: navigator.topStack.top.id)
            client.push(.list)
            client.presentSheet(.settings)
        }
        host.settle()
        standIn.finish()
        #expect(swiftUI.current == uiKit.current)
        #expect(uiKit.current.presentations.count == 1)
        #expect(host.swipeDownSheet())
        #expect(standIn.swipeDown())
        host.settle()
        standIn.finish()
        #expect(host.swipeBack())
        #expect(standIn.goBack())
        host.settle()
        standIn.finish()

        #expect(swiftUI.current == uiKit.current)
        #expect(host.showsNavigatorState)
        #expect(standIn.showsNavigatorState)
    }

    @Test("a flow over the app minimizes from its screen and expands from its overlay alike under SwiftUI and UIKit")
    func minimizedFlowUnderEither() throws {
        let standIn = UIKitStandIn(navigator: Navigator(TabState.threeTabs()))
        let host = HeadlessHost(navigator: Navigator(TabState.threeTabs()))
        let (swiftUI, uiKit) = (host.navigator, standIn.navigator)

        for navigator in [swiftUI, uiKit] {
            navigator.present(.settings, style: .fullScreenCover, placement: .overApp)
        }
        host.settle()
        standIn.finish()
        for navigator in [swiftUI, uiKit] {
            // The call screen's minimize button, whichever backend draws it.
            let call = try #require(navigator.current.presentations.first?.stack.top.id)
            navigator.client(for: call).minimize()
        }
        host.settle()
        standIn.finish()
        #expect(swiftUI.current == uiKit.current)
        #expect(uiKit.current.minimized != nil && standIn.minimized != nil)
        #expect(host.tapMinimizedFlow())
        #expect(standIn.tapMinimizedFlow())
        host.settle()
        standIn.finish()

        #expect(swiftUI.current == uiKit.current)
        #expect(uiKit.current.presentations.count == 1)
        #expect(host.showsNavigatorState)
        #expect(standIn.showsNavigatorState)
    }
}
