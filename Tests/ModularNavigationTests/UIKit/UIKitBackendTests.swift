import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// The UIKit backend's drawing, played against a stand-in that calls back in UIKit's order.
@MainActor
@Suite("The UIKit backend: stacks, presentations, dialogs and tabs")
struct UIKitBackendTests {
    /// Records who asked for each change the guards hear, and counts the pops.
    private func sources(of navigator: Navigator<TestRoute, some Hashable & Sendable>) -> SourceLog {
        let log = SourceLog()
        navigator.addGuard { proposal in
            log.sources.append(proposal.source)
            return .allow
        }
        navigator.addEventObserver { event in
            if case .popped = event { log.pops += 1 }
        }
        return log
    }

    @Test("push, pop, pop to root and a replaced stack each take their one UIKit call, ending on didShow")
    func stackCalls() {
        let uikit = UIKitStandIn.drawing()
        let navigator = uikit.navigator
        #expect(uikit.calls == ["main: set 1"])
        navigator.push(.list)
        #expect(!uikit.drawing.driver.isSettled, "the push runs until UIKit's didShow")
        let changes: [() -> Void] = [
            { navigator.push(.detail(1)) }, { navigator.pop() }, { navigator.push(.detail(2)) },
            { navigator.popToRoot() }, { navigator.perform(.replaceStack(root: .settings, path: [.detail(3)])) },
            // Several pushes in one change.
            { navigator.perform(.replaceStack(path: [.list, .detail(1), .detail(2)])) },
        ]
        for change in changes {
            uikit.finish()
            change()
        }
        uikit.finish()
        let expected = ["push", "push", "pop", "push", "popToRoot", "set 2", "set 4"]
        #expect(uikit.calls.dropFirst() == expected.map { "main: \($0)" }[...])
        expectClean(uikit)
    }

    @Test("the back button and a finished back swipe pop as the user's; a cancelled swipe changes nothing")
    func userPops() {
        let uikit = UIKitStandIn.drawing(pushing: [.list, .detail(1)])
        let log = sources(of: uikit.navigator)
        #expect(uikit.goBack(cancelled: true))
        uikit.finish()
        #expect(uikit.navigator.topStack.depth == 2)
        #expect(log.pops == 0)

        #expect(uikit.goBack())
        #expect(uikit.navigator.topStack.depth == 2, "UIKit reports the pop when it ends")
        uikit.finish()
        #expect(uikit.navigator.topStack.depth == 1)
        #expect(log.pops == 1)
        #expect(!log.sources.isEmpty && log.sources.allSatisfy { $0 == .user })
        #expect(uikit.calls.count == 3, "the user's pop is UIKit's own: the backend calls nothing")
        expectClean(uikit)
    }

    @Test("a pop a guard would refuse hides the back button and disables the swipe")
    func refusedPopHasNoBackButton() {
        let uikit = UIKitStandIn.drawing(pushing: [.list])
        uikit.navigator.addGuard { $0.proposed.depth < $0.current.depth ? .cancel : .allow }
        uikit.navigator.push(.detail(1))
        uikit.finish()
        #expect(uikit.backButtons[uikit.navigator.topStack.top.id] == false)
        #expect(!uikit.goBack())
        #expect(uikit.navigator.topStack.depth == 2)
    }

    @Test("a sheet and a cover over it are presented one at a time, and dismissed with one call on the base")
    func layers() {
        let uikit = UIKitStandIn.drawing()
        uikit.navigator.present(.settings, style: .sheet())
        uikit.navigator.present(.picker, style: .fullScreenCover)
        #expect(uikit.calls.last == "present level 1")
        uikit.finish()
        #expect(uikit.calls.last == "present level 2")
        uikit.finish()
        #expect(!uikit.swipeDown(), "a cover offers no swipe")
        uikit.navigator.perform(.dismissAllPresentations)
        uikit.finish()
        #expect(uikit.calls.last == "dismiss on level 0")
        #expect(uikit.presented.isEmpty)
        expectClean(uikit)
    }

    @Test("a swiped-away sheet is the user's dismissal; a guard that would refuse it keeps the sheet up")
    func swipeDown() {
        let uikit = UIKitStandIn.drawing(presenting: [(.settings, .sheet())])
        let holding = Flag(true)
        uikit.navigator.addGuard { proposal in
            holding.value && proposal.proposed.presentations.isEmpty ? .cancel : .allow
        }
        #expect(!uikit.swipeDown(), "presentationControllerShouldDismiss answers no")
        holding.value = false
        #expect(uikit.swipeDown())
        uikit.finish()
        #expect(uikit.navigator.current.presentations.isEmpty)
        #expect(uikit.calls.last == "present level 1", "UIKit dismissed the sheet itself")
        expectClean(uikit)
    }

    @Test("a sheet's detent follows the navigator, and a drag selects the detent in the navigator")
    func detentsBothWays() {
        let uikit = UIKitStandIn.drawing(presenting: [(.settings, .sheet(SheetOptions(detents: [.medium, .large])))])
        let sheet = uikit.navigator.current.presentations[0].stack.root.id
        uikit.navigator.perform(.selectDetent(.large, in: sheet))
        #expect(uikit.calls.last == "restyle level 1")
        #expect(uikit.presented.first?.style.sheetOptions?.restingDetent == .large)

        uikit.dragSheet(to: .medium)
        #expect(uikit.navigator.current.presentations[0].style.sheetOptions?.restingDetent == .medium)
        expectClean(uikit)
    }

    @Test("an alert is presented over the top layer; its tapped button answers it and nothing else is called")
    func alerts() {
        let uikit = UIKitStandIn.drawing(presenting: [(.settings, .sheet())])
        uikit.navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        uikit.finish()
        #expect(uikit.alert?.title == "Delete draft?")
        let calls = uikit.calls.count
        uikit.tapDialogButton(1)
        uikit.finish()
        #expect(uikit.navigator.current.dialog == nil)
        #expect(uikit.calls.count == calls)
        expectClean(uikit)
    }

    @Test("a tap outside a confirmation dialog's popover means its cancel button, as the core's rule says")
    func tapOutsideConfirmationDialog() {
        let uikit = UIKitStandIn.drawing()
        let dialog = NavigationDialog<DraftAction>.confirmationDialog(
            "Discard?", buttons: [DialogButton("Discard", role: .destructive, action: .delete), .cancel("Keep")])
        uikit.navigator.perform(.presentDialog(dialog.erased))
        uikit.finish()
        #expect(uikit.alert?.title == "Discard?")
        uikit.tapOutsideDialog()
        uikit.finish()
        #expect(uikit.navigator.current.dialog == nil)
        expectClean(uikit)
    }

    @Test(
        "each screen's builder is told how it is shown, as under SwiftUI: root, pushed, or a layer's root in its style")
    func hybridScreensGetTheirModes() {
        let uikit = UIKitStandIn.drawing(pushing: [.list], presenting: [(.settings, .fullScreenCover)])
        uikit.navigator.push(.detail(1))
        uikit.finish()
        let state = uikit.navigator.current
        let cover = state.presentations[0].stack
        #expect(uikit.modes[state.baseStack.root.id] == .root)
        #expect(uikit.modes[state.baseStack.top.id] == .push)
        #expect(uikit.modes[cover.root.id] == .presented(.fullScreenCover))
        #expect(uikit.modes[cover.top.id] == .push)
    }

    @Test("a tab tap selects through the navigator; a re-tap pops that tab to its root")
    func tabs() {
        let navigator = Navigator(TabState.threeTabs())
        let uikit = UIKitStandIn(navigator: navigator)
        #expect(uikit.tabs == TestTab.allCases)
        uikit.tapTab(.search)
        uikit.finish()
        #expect(navigator.current.selectedTab == .search)
        #expect(uikit.selectedTab == .search)
        navigator.push(.list)
        navigator.push(.detail(1))
        uikit.finish()
        uikit.tapTab(.search)
        uikit.finish()
        #expect(navigator.topStack.depth == 0)
        #expect(uikit.calls.last == "tab search: popToRoot")
        expectClean(uikit)
    }
}

/// The sources a guard heard.
@MainActor
final class SourceLog {
    var sources: [NavigationSource] = []
    var pops = 0
}
