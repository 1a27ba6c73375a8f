@_spi(Drawing) import ModularNavigation
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
    func stackCalls() throws {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        #expect(uikit.calls == ["main: set 1"])

        navigator.push(.list)
        #expect(!uikit.drawing.driver.isSettled, "the push runs until UIKit's didShow")
        uikit.finish()
        navigator.push(.detail(1))
        uikit.finish()
        navigator.pop()
        uikit.finish()
        navigator.push(.detail(2))
        uikit.finish()
        navigator.popToRoot()
        uikit.finish()
        navigator.perform(.replaceStack(root: .settings, path: [.detail(3)]))
        uikit.finish()
        #expect(
            uikit.calls.dropFirst() == [
                "main: push", "main: push", "main: pop", "main: push", "main: popToRoot", "main: set 2",
            ])
        #expect(uikit.showsNavigatorState)
        #expect(uikit.failures.isEmpty)
    }

    @Test("several pushes in one change are one setViewControllers")
    func severalPushesAtOnce() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.perform(.replaceStack(path: [.list, .detail(1), .detail(2)]))
        uikit.finish()
        #expect(uikit.calls.last == "main: set 4")
        #expect(uikit.showsNavigatorState)
    }

    @Test("the back button and a finished back swipe pop as the user's; a cancelled swipe changes nothing")
    func userPops() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.push(.list)
        navigator.push(.detail(1))
        uikit.finish()
        let log = sources(of: navigator)

        #expect(uikit.goBack(cancelled: true))
        uikit.finish()
        #expect(navigator.topStack.depth == 2)
        #expect(log.pops == 0)

        #expect(uikit.goBack())
        #expect(navigator.topStack.depth == 2, "UIKit reports the pop when it ends")
        uikit.finish()
        #expect(navigator.topStack.depth == 1)
        #expect(log.pops == 1)
        #expect(!log.sources.isEmpty && log.sources.allSatisfy { $0 == .user })
        #expect(uikit.showsNavigatorState)
        #expect(uikit.calls.count == 3, "the user's pop is UIKit's own: the backend calls nothing")
    }

    @Test("a pop a guard would refuse hides the back button and disables the swipe")
    func refusedPopHasNoBackButton() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.push(.list)
        uikit.finish()
        navigator.addGuard { $0.proposed.depth < $0.current.depth ? .cancel : .allow }
        navigator.push(.detail(1))
        uikit.finish()
        #expect(!uikit.goBack())
        #expect(navigator.topStack.depth == 2)
    }

    @Test("a sheet and a cover over it are presented one at a time, and dismissed with one call on the base")
    func layers() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.present(.settings, style: .sheet())
        navigator.present(.picker, style: .fullScreenCover)
        #expect(uikit.calls.last == "present level 1")
        uikit.finish()
        #expect(uikit.calls.last == "present level 2")
        uikit.finish()
        navigator.perform(.dismissAllPresentations)
        uikit.finish()
        #expect(uikit.calls.last == "dismiss on level 0")
        #expect(uikit.presented.isEmpty)
        #expect(uikit.showsNavigatorState)
        #expect(uikit.failures.isEmpty)
    }

    @Test("a swiped-away sheet is the user's dismissal; a guard that would refuse it keeps the sheet up")
    func swipeDown() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.present(.settings, style: .sheet())
        uikit.finish()
        let holding = Flag(true)
        navigator.addGuard { proposal in
            holding.value && proposal.proposed.presentations.isEmpty ? .cancel : .allow
        }
        #expect(!uikit.swipeDown(), "presentationControllerShouldDismiss answers no")
        holding.value = false
        #expect(uikit.swipeDown())
        uikit.finish()
        #expect(navigator.current.presentations.isEmpty)
        #expect(uikit.calls.last == "present level 1", "UIKit dismissed the sheet itself")
        #expect(uikit.showsNavigatorState)
    }

    @Test("a sheet's detent follows the navigator, and a drag selects the detent in the navigator")
    func detentsBothWays() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.present(.settings, style: .sheet(SheetOptions(detents: [.medium, .large])))
        uikit.finish()
        let sheet = navigator.current.presentations[0].stack.root.id

        navigator.perform(.selectDetent(.large, in: sheet))
        #expect(uikit.calls.last == "restyle level 1")
        #expect(uikit.presented.first?.style.sheetOptions?.restingDetent == .large)

        uikit.dragSheet(to: .medium)
        #expect(navigator.current.presentations[0].style.sheetOptions?.restingDetent == .medium)
        uikit.dragSheet(to: .medium)
        #expect(navigator.current.presentations[0].style.sheetOptions?.restingDetent == .medium)
        #expect(uikit.showsNavigatorState)
    }

    @Test("an alert is presented over the top layer; its tapped button answers it and nothing else is called")
    func alerts() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
        uikit.finish()
        #expect(uikit.alert?.title == "Delete draft?")
        let calls = uikit.calls.count
        uikit.tapDialogButton(1)
        uikit.finish()
        #expect(navigator.current.dialog == nil)
        #expect(uikit.calls.count == calls)
        #expect(uikit.showsNavigatorState)
    }

    @Test("a tap outside a confirmation dialog's popover means its cancel button, as the core's rule says")
    func tapOutsideConfirmationDialog() {
        let navigator = Navigator(root: TestRoute.home)
        let uikit = UIKitStandIn(navigator: navigator)
        let dialog = NavigationDialog<DraftAction>.confirmationDialog(
            "Discard?", buttons: [DialogButton("Discard", role: .destructive, action: .delete), .cancel("Keep")])
        navigator.perform(.presentDialog(dialog.erased))
        uikit.finish()
        #expect(uikit.alert?.title == "Discard?")
        uikit.tapOutsideDialog()
        uikit.finish()
        #expect(navigator.current.dialog == nil)
        #expect(uikit.showsNavigatorState)
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
        #expect(uikit.showsNavigatorState)
        #expect(uikit.failures.isEmpty)
    }
}

/// The sources a guard heard.
@MainActor
final class SourceLog {
    var sources: [NavigationSource] = []
    var pops = 0
}
