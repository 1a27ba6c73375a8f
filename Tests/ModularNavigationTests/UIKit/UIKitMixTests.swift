import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// Seeded mixes of changes from code, the user's gestures and transitions that end at any
/// moment, through the UIKit stand-in: UIKit is never asked for what it refuses, and once
/// every transition ends it shows the navigator's state.
@MainActor
@Suite("The UIKit backend under random mixes")
struct UIKitMixTests {
    @Test("UIKit is asked nothing it refuses and ends showing the navigator", arguments: 1...100)
    func mix(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let uikit = UIKitStandIn.drawing()
        let navigator = uikit.navigator
        let styles: [PresentationStyle] = [
            .sheet(), .fullScreenCover, .sheet(SheetOptions(detents: [.medium, .large])),
        ]
        for _ in 0..<60 {
            let op = random.next(upTo: 12)
            switch op {
            case 0, 1: navigator.push(.detail(random.next(upTo: 9)))
            case 2: navigator.pop()
            case 3: navigator.popToRoot()
            case 4: navigator.present(.settings, style: styles[random.next(upTo: styles.count)])
            case 5: navigator.dismissPresentation()
            case 6: navigator.perform(.replaceStack(path: [.list, .detail(random.next(upTo: 9))]))
            case 7: uikit.goBack(cancelled: random.next(upTo: 2) == 0)
            case 8: uikit.swipeDown(cancelled: random.next(upTo: 3) == 0)
            case 9: navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
            case 10: uikit.tapDialogButton(random.next(upTo: 2))
            default: uikit.dragSheet(to: random.next(upTo: 2) == 0 ? .medium : .large)
            }
            uikit.finishSome(using: &random)
        }
        uikit.finish()
        #expect(uikit.failures.isEmpty, "seed \(seed)")
        #expect(
            uikit.showsNavigatorState,
            "seed \(seed): \(navigator.current.treeDescription)\nUIKit: \(uikit.controllers) \(uikit.presented.map(\.root)) alert \(uikit.alert?.id as Any) settled \(uikit.drawing.driver.isSettled) calls \(uikit.calls.suffix(6))"
        )
    }

    @Test("with tabs: taps, re-taps, pushes and layers end with UIKit showing the navigator", arguments: 1...40)
    func tabsMix(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let navigator = Navigator(TabState.threeTabs())
        let uikit = UIKitStandIn(navigator: navigator)
        for _ in 0..<50 {
            switch random.next(upTo: 8) {
            case 0, 1: uikit.tapTab(TestTab.allCases[random.next(upTo: TestTab.allCases.count)])
            case 2: navigator.push(.detail(random.next(upTo: 9)))
            case 3: navigator.selectTab(TestTab.allCases[random.next(upTo: TestTab.allCases.count)])
            case 4: navigator.present(.settings, style: random.next(upTo: 2) == 0 ? .sheet() : .fullScreenCover)
            case 5: navigator.dismissPresentation()
            case 6: uikit.goBack(cancelled: random.next(upTo: 3) == 0)
            default: uikit.swipeDown()
            }
            if random.next(upTo: 2) == 0 { uikit.finishOne() } else { uikit.finish() }
        }
        uikit.finish()
        #expect(uikit.failures.isEmpty, "seed \(seed)")
        #expect(uikit.showsNavigatorState, "seed \(seed): \(navigator.current.treeDescription)")
    }

    @Test(
        "with tab edits and the stack above the tabs: UIKit is asked nothing it refuses and ends showing the navigator",
        arguments: 1...60)
    func aboveTabsMix(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let navigator = Navigator(TabState.threeTabs())
        let uikit = UIKitStandIn(navigator: navigator)
        let tabs = TestTab.allCases
        for _ in 0..<60 {
            let tab = tabs[random.next(upTo: tabs.count)]
            switch random.next(upTo: 12) {
            case 0: uikit.tapTab(tab)
            case 1: navigator.push(.detail(random.next(upTo: 9)))
            case 2: navigator.perform(.showAboveTabs(.picker))
            case 3: navigator.perform(.dismissAboveTabs)
            case 4: uikit.tapAboveTabsBack()
            case 5: navigator.present(.settings, style: random.next(upTo: 2) == 0 ? .sheet() : .fullScreenCover)
            case 6: navigator.dismissPresentation()
            case 7: navigator.removeTab(tab)
            case 8: navigator.insertTab(tab, root: .list, at: random.next(upTo: 3))
            case 9: navigator.reorderTabs(navigator.tabOrder.shuffled(using: &random))
            case 10: uikit.goBack(cancelled: random.next(upTo: 3) == 0)
            default: uikit.swipeDown(cancelled: random.next(upTo: 3) == 0)
            }
            uikit.finishSome(using: &random)
        }
        uikit.finish()
        #expect(uikit.failures.isEmpty, "seed \(seed): \(uikit.failures)")
        #expect(
            uikit.showsNavigatorState,
            "seed \(seed): \(navigator.current.treeDescription)\nUIKit: \(uikit.controllers) above \(uikit.aboveTabs as Any) \(uikit.presented.map(\.root)) settled \(uikit.drawing.driver.isSettled) calls \(uikit.calls.suffix(6))"
        )
    }
}
