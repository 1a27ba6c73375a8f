@_spi(Drawing) import ModularNavigation
import Testing

/// What users of the UIKit navigation libraries reported breaking in hybrid apps, one
/// test each, played against the stand-in for UIKit: what our design guarantees instead.
@MainActor
@Suite("UIKit tracker reports")
struct UIKitTrackerReportTests {
    @Test("swift-navigation #309: swiping away a sheet over a sheet dismisses that sheet only, never its presenter")
    func swipeDismissesOnlyTheChild() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.present(.settings, style: .sheet())
        uikit.finish()
        navigator.present(.picker, style: .sheet())
        uikit.finish()

        #expect(uikit.swipeDown())
        uikit.finish()
        #expect(navigator.current.presentations.map(\.stack.root.route) == [.settings])
        #expect(uikit.presented.map(\.level) == [1])
        #expect(!uikit.calls.contains { $0.hasPrefix("dismiss") }, "UIKit already dismissed it: no dismiss call")
        #expect(uikit.failures.isEmpty)
        #expect(uikit.showsNavigatorState)
    }

    @Test("swift-navigation #313: dismissing a controller while it is still being presented waits for its presentation")
    func dismissDuringPresentation() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.present(.settings, style: .fullScreenCover)
        navigator.dismissPresentation()
        #expect(uikit.calls.last == "present level 1")
        uikit.finish()
        #expect(uikit.calls.suffix(2) == ["present level 1", "dismiss on level 0"])
        #expect(uikit.failures.isEmpty)
        #expect(uikit.showsNavigatorState)
    }

    @Test("swift-navigation PR #243: a write that races the back button's pop never pushes the popped screen again")
    func staleWriteDoesNotRepush() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.push(.list)
        navigator.push(.detail(1))
        uikit.finish()
        let calls = uikit.calls

        #expect(uikit.goBack())
        // Observation delivers the old state while UIKit pops: draw it again mid-pop.
        uikit.drawing.render()
        navigator.present(.settings, style: .sheet())
        uikit.drawing.render()
        uikit.finish()
        #expect(navigator.current.baseStack.path.map(\.route) == [.list])
        #expect(uikit.calls.dropFirst(calls.count).allSatisfy { !$0.hasPrefix("main:") }, "the pop was UIKit's own")
        #expect(uikit.failures.isEmpty)
        #expect(uikit.showsNavigatorState)
    }

    @Test("swift-navigation #311/#312: the app's navigation delegate hears willShow and didShow of every transition")
    func delegateCallsReachTheApp() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.push(.list)
        uikit.finish()
        uikit.goBack()
        uikit.finish()
        #expect(uikit.appDelegateCalls == ["willShow", "didShow", "willShow", "didShow"])
        #expect(navigator.topStack.depth == 0)
        #expect(uikit.showsNavigatorState)
    }

    @Test("TCA #3653: a pop from code while UIKit shows a screen (willShow) waits until the transition ends")
    func popDuringWillShow() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.push(.list)
        navigator.push(.detail(1))
        uikit.finish()
        navigator.push(.detail(2))
        // UIKit is between willShow and didShow of the push.
        navigator.popToRoot()
        #expect(uikit.calls.last == "main: push")
        uikit.finish()
        #expect(uikit.calls.last == "main: popToRoot")
        #expect(uikit.failures.isEmpty, "no call reached a navigation controller that was moving")
        #expect(uikit.showsNavigatorState)
    }

    @Test("TCA #3673: after a cancelled swipe back, pops and dismissals from code still work")
    func cancelledSwipeLeavesNothingStuck() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.present(.settings, style: .sheet())
        uikit.finish()
        navigator.push(.list)
        uikit.finish()
        #expect(uikit.goBack(cancelled: true))
        uikit.finish()
        #expect(uikit.drawing.driver.isSettled)

        navigator.pop()
        uikit.finish()
        #expect(uikit.topStack.count == 1)
        navigator.dismissPresentation()
        uikit.finish()
        #expect(uikit.presented.isEmpty)
        #expect(uikit.failures.isEmpty)
        #expect(uikit.showsNavigatorState)
    }

    @Test("NavigationBackport #42: popping to the root of a stack of hosted screens is one popToRoot on one stack")
    func popToRootOfHostedScreens() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.perform(.replaceStack(path: [.list, .detail(1), .detail(2)]))
        uikit.finish()
        navigator.popToRoot()
        uikit.finish()
        #expect(uikit.calls == ["main: set 1", "main: set 4", "main: popToRoot"])
        #expect(uikit.controllers.keys.count == 1, "hosted screens hold no stack of their own")
        #expect(uikit.showsNavigatorState)
    }

    @Test("NavigationBackport #39: drawing what UIKit already shows calls nothing, so drawing never feeds itself")
    func noDrawingLoop() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.push(.list)
        navigator.present(.settings, style: .sheet())
        uikit.finish()
        let calls = uikit.calls
        // An observer of the app's that reads on every event and writes the same state back.
        navigator.addEventObserver { _ in uikit.drawing.render() }
        for _ in 0..<3 { uikit.drawing.render() }
        // A refused change: an event, and nothing to draw.
        navigator.perform(.dismiss(EntryID(rawValue: 999)))
        uikit.finish()
        #expect(uikit.calls == calls)
        #expect(uikit.showsNavigatorState)
    }

    @Test("openhab-ios PR #1248: a back swipe over a hosted SwiftUI screen pops the one UIKit stack, as the user's")
    func swipeBackOverHostedScreen() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.push(.list)
        navigator.push(.detail(1))
        uikit.finish()
        #expect(uikit.backButtons[navigator.topStack.top.id] == true)
        #expect(uikit.goBack())
        uikit.finish()
        #expect(navigator.topStack.top.route == .list)
        #expect(uikit.controllers.keys.count == 1)
        #expect(uikit.showsNavigatorState)
    }
}
