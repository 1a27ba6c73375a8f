import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// A presentation over the whole app and the minimized flow, through the UIKit stand-in:
/// the first layer is presented from the root controller whatever the base does under
/// it, and the minimized flow's overlay shows above the base stacks.
@MainActor
@Suite("The UIKit backend: presentations over the app and the minimized flow")
struct UIKitOverAppTests {
    /// Three tabs drawn by UIKit under a flow presented over the app, every transition finished.
    private func flowOverApp(_ style: PresentationStyle) -> UIKitStandIn<TestRoute, TestTab> {
        let uikit = UIKitStandIn(navigator: Navigator(TabState.threeTabs()))
        uikit.navigator.present(.settings, style: style, placement: .overApp)
        uikit.finish()
        return uikit
    }

    @Test("a sheet over the app stays presented while code selects another tab and pushes beneath it")
    func staysUp() {
        let uikit = flowOverApp(.sheet())
        let navigator = uikit.navigator
        #expect(uikit.presented.map(\.root) == navigator.current.presentations.map(\.stack.root.id))
        let calls = uikit.calls.count
        navigator.selectTab(.search)
        navigator.perform(.push(.detail(7), from: navigator.current.stack(at: .tab(.search))?.top.id))
        uikit.finish()
        #expect(uikit.selectedTab == .search && uikit.controllers[.tab(.search)]?.count == 2)
        #expect(!uikit.calls.dropFirst(calls).contains { $0.hasPrefix("dismiss") }, "nothing is dismissed")
        #expect(uikit.presented.count == 1)
        expectClean(uikit)
    }

    @Test("unlike one over the app, a sheet over a tab's stack leaves with the tab")
    func sheetOverATabLeaves() {
        let navigator = Navigator(TabState.threeTabs())
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.present(.picker, style: .sheet())
        uikit.finish()
        navigator.selectTab(.search)
        uikit.finish()
        #expect(uikit.presented.isEmpty)
        expectClean(uikit)
    }

    @Test("the user minimizes a call to its overlay, uses the tabs, and taps the overlay to expand it")
    func minimizeAndExpand() {
        let uikit = flowOverApp(.fullScreenCover)
        let navigator = uikit.navigator
        navigator.push(.detail(1))
        uikit.finish()
        let call = navigator.current.presentations[0]
        #expect(!uikit.tapMinimizedFlow(), "no overlay while the flow is up")
        // The call screen's minimize button.
        navigator.client(for: call.stack.top.id).minimize()
        uikit.finish()
        #expect(navigator.current.minimized == call && uikit.presented.isEmpty)
        #expect(uikit.minimized?.screen.id == call.stack.top.id, "the overlay draws the flow's top screen")
        #expect(uikit.minimized?.mode == .push)
        #expect(uikit.drawing.keptScreens.isSuperset(of: call.stack.entries.map(\.id)), "its controllers wait")
        expectClean(uikit)

        #expect(uikit.tapTab(.search))
        uikit.finish()
        navigator.present(.picker, style: .sheet())
        uikit.finish()
        #expect(!uikit.tapMinimizedFlow(), "a sheet covers the overlay")
        let picker = navigator.current.presentations[0].stack.root.id
        #expect(uikit.swipeDown())
        uikit.finish()
        #expect(!uikit.drawing.keptScreens.contains(picker), "a dismissed sheet's controllers go")
        #expect(uikit.tapMinimizedFlow())
        uikit.finish()
        #expect(navigator.current.presentations == [call] && navigator.current.selectedTab == .search)
        #expect(uikit.minimized == nil && uikit.controllers[.presented(1)] == call.stack.entries.map(\.id))
        expectClean(uikit)
    }

    @Test("a guard that refuses expanding leaves the flow minimized when the user taps its overlay")
    func guardRefusesExpanding() {
        let uikit = flowOverApp(.fullScreenCover)
        let navigator = uikit.navigator
        let refusing = Switch()
        navigator.addGuard { proposal in
            guard case .expand = proposal.action, refusing.isOn else { return .allow }
            return .cancel
        }
        navigator.perform(.minimize())
        uikit.finish()
        #expect(uikit.tapMinimizedFlow())
        uikit.finish()
        #expect(navigator.current.minimized != nil && uikit.minimized != nil)
        #expect(uikit.minimized?.mode == .presented(.fullScreenCover), "a minimized root is told its layer's style")
        expectClean(uikit)
        refusing.isOn = false
        #expect(uikit.tapMinimizedFlow())
        uikit.finish()
        #expect(navigator.current.minimized == nil && uikit.presented.count == 1)
        expectClean(uikit)
    }

    @Test("over the stack above the tabs the overlay rides on that stack's controller; a code minimize draws it too")
    func overlayOverTheStackAboveTheTabs() {
        let uikit = flowOverApp(.sheet())
        let navigator = uikit.navigator
        navigator.perform(.minimize())
        uikit.finish()
        #expect(uikit.minimized?.isOverAboveTabs == false)
        navigator.perform(.showAboveTabs(.detail(2)))
        uikit.finish()
        #expect(uikit.minimized?.isOverAboveTabs == true)
        expectClean(uikit)
        navigator.perform(.expand)
        uikit.finish()
        #expect(uikit.minimized == nil && uikit.presented.count == 1)
        expectClean(uikit)
    }

    @Test(
        "a layer over the app that UIKit presents again over a new stack above the tabs keeps its screens' controllers")
    func representedKeepsControllers() {
        let uikit = flowOverApp(.sheet())
        let navigator = uikit.navigator
        navigator.push(.detail(4))
        uikit.finish()
        let flow = navigator.current.presentations[0].stack.entries.map(\.id)
        let calls = uikit.calls.count
        navigator.perform(.showAboveTabs(.detail(2)))
        while uikit.isMoving {
            #expect(uikit.drawing.keptScreens.isSuperset(of: flow))
            uikit.finishOne()
        }
        #expect(
            uikit.calls.dropFirst(calls).filter { !$0.contains(":") }
                == ["dismiss on level 0", "present above tabs", "present level 1"])
        #expect(uikit.controllers[.presented(1)] == flow)
        expectClean(uikit)
    }
}

/// A guard's answer the test changes between gestures.
@MainActor
private final class Switch {
    var isOn = true
}
