import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// What users of the UIKit navigation libraries reported breaking in hybrid apps, one
/// test each, played against the stand-in for UIKit: what our design guarantees instead.
@MainActor
@Suite("UIKit tracker reports")
struct UIKitTrackerReportTests {
    @Test("swift-navigation #309: swiping away a sheet over a sheet dismisses that sheet only, never its presenter")
    func swipeDismissesOnlyTheChild() {
        let uikit = UIKitStandIn.drawing(presenting: [(.settings, .sheet()), (.picker, .sheet())])
        #expect(uikit.swipeDown())
        uikit.finish()
        #expect(uikit.navigator.current.presentations.map(\.stack.root.route) == [.settings])
        #expect(uikit.presented.map(\.level) == [1])
        #expect(!uikit.calls.contains { $0.hasPrefix("dismiss") }, "UIKit already dismissed it: no dismiss call")
        expectClean(uikit)
    }

    @Test("swift-navigation #313: dismissing a controller while it is still being presented waits for its presentation")
    func dismissDuringPresentation() {
        let uikit = UIKitStandIn.drawing()
        uikit.navigator.present(.settings, style: .fullScreenCover)
        uikit.navigator.dismissPresentation()
        #expect(uikit.calls.last == "present level 1")
        uikit.finish()
        #expect(uikit.calls.suffix(2) == ["present level 1", "dismiss on level 0"])
        expectClean(uikit)
    }

    @Test("swift-navigation PR #243: a write that races the back button's pop never pushes the popped screen again")
    func staleWriteDoesNotRepush() {
        let uikit = UIKitStandIn.drawing(pushing: [.list, .detail(1)])
        let calls = uikit.calls.count
        #expect(uikit.goBack())
        // Observation delivers the old state while UIKit pops: draw it again mid-pop.
        uikit.drawing.render()
        uikit.navigator.present(.settings, style: .sheet())
        uikit.drawing.render()
        uikit.finish()
        #expect(uikit.navigator.current.baseStack.path.map(\.route) == [.list])
        #expect(uikit.calls.dropFirst(calls).allSatisfy { !$0.hasPrefix("main:") }, "the pop was UIKit's own")
        expectClean(uikit)
    }

    @Test("swift-navigation #311/#312: the app's navigation delegate hears willShow and didShow of every transition")
    func delegateCallsReachTheApp() {
        let uikit = UIKitStandIn.drawing(pushing: [.list])
        uikit.goBack()
        uikit.finish()
        #expect(uikit.appDelegateCalls == ["willShow", "didShow", "willShow", "didShow"])
        #expect(uikit.navigator.topStack.depth == 0)
        expectClean(uikit)
    }

    @Test("TCA #3653: a pop from code while UIKit shows a screen (willShow) waits until the transition ends")
    func popDuringWillShow() {
        let uikit = UIKitStandIn.drawing(pushing: [.list, .detail(1)])
        uikit.navigator.push(.detail(2))
        // UIKit is between willShow and didShow of the push.
        uikit.navigator.popToRoot()
        #expect(uikit.calls.last == "main: push")
        uikit.finish()
        #expect(uikit.calls.last == "main: popToRoot")
        expectClean(uikit)
    }

    @Test("TCA #3673: after a cancelled swipe back, pops and dismissals from code still work")
    func cancelledSwipeLeavesNothingStuck() {
        let uikit = UIKitStandIn.drawing(presenting: [(.settings, .sheet())])
        uikit.navigator.push(.list)
        uikit.finish()
        #expect(uikit.goBack(cancelled: true))
        uikit.finish()
        #expect(uikit.drawing.driver.isSettled)

        uikit.navigator.pop()
        uikit.finish()
        #expect(uikit.topStack.count == 1)
        uikit.navigator.dismissPresentation()
        uikit.finish()
        #expect(uikit.presented.isEmpty)
        expectClean(uikit)
    }

    @Test("NavigationBackport #42: popping to the root of a stack of hosted screens is one popToRoot on one stack")
    func popToRootOfHostedScreens() {
        let uikit = UIKitStandIn.drawing()
        uikit.navigator.perform(.replaceStack(path: [.list, .detail(1), .detail(2)]))
        uikit.finish()
        uikit.navigator.popToRoot()
        uikit.finish()
        #expect(uikit.calls == ["main: set 1", "main: set 4", "main: popToRoot"])
        #expect(uikit.controllers.keys.count == 1, "hosted screens hold no stack of their own")
        expectClean(uikit)
    }

    @Test("NavigationBackport #39: drawing what UIKit already shows calls nothing, so drawing never feeds itself")
    func noDrawingLoop() {
        let uikit = UIKitStandIn.drawing(pushing: [.list], presenting: [(.settings, .sheet())])
        let calls = uikit.calls
        // An observer of the app's that draws again on every event.
        uikit.navigator.addEventObserver { _ in uikit.drawing.render() }
        for _ in 0..<3 { uikit.drawing.render() }
        // A refused change: an event, and nothing to draw.
        uikit.navigator.perform(.dismiss(EntryID(rawValue: 999)))
        uikit.finish()
        #expect(uikit.calls == calls)
        expectClean(uikit)
    }

    @Test("openhab-ios PR #1248: a back swipe over a hosted SwiftUI screen pops the one UIKit stack, as the user's")
    func swipeBackOverHostedScreen() {
        let uikit = UIKitStandIn.drawing(pushing: [.list, .detail(1)])
        #expect(uikit.backButtons[uikit.navigator.topStack.top.id] == true)
        #expect(uikit.goBack())
        uikit.finish()
        #expect(uikit.navigator.topStack.top.route == .list)
        #expect(uikit.controllers.keys.count == 1)
        expectClean(uikit)
    }
}
