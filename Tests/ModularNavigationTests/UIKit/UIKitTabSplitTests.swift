import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// A split view inside a tab, through the UIKit stand-in: the tab bar controller shows
/// that tab's split view controller, whose columns (or collapsed, compact column) draw
/// the tab's sidebar and detail, and whose lists' taps go to that tab's split view.
@MainActor
@Suite("The UIKit backend: a split view inside a tab")
struct UIKitTabSplitTests {
    @Test("the tab's item draws a split view controller; a row in its sidebar replaces the tab's detail column")
    func sideBySide() {
        let uikit = UIKitStandIn(navigator: Navigator(TabState.splitInHome()))
        #expect(uikit.tabBar.items.map(\.content) == [.split(hasContentColumn: false), .stack, .stack])
        #expect(uikit.controllers[.tab(.home)]?.count == 1)
        #expect(uikit.columns[.home]?.showsDetail == false)
        uikit.select(.detail(1), in: .sidebar, of: .home)
        uikit.finish()
        #expect(uikit.navigator.splitSelection(in: .home) == .detail(1))
        #expect(
            uikit.controllers[.tabDetail(.home)]
                == uikit.navigator.current.stack(at: .tabDetail(.home))?.entries.map(\.id))
        uikit.navigator.push(.settings)
        uikit.finish()
        #expect(uikit.controllers[.tabDetail(.home)]?.count == 2, "a push goes on the tab's detail column")
        expectClean(uikit)

        #expect(uikit.tapTab(.search))
        uikit.finish()
        uikit.navigator.push(.picker)
        uikit.finish()
        #expect(uikit.controllers[.tab(.search)]?.count == 2, "another tab keeps a stack of its own")
        #expect(uikit.controllers[.tabDetail(.home)]?.count == 2)
        expectClean(uikit)
    }

    @Test("a screen in either column of a tab's split view hears that tab's re-taps, as SwiftUI's tab gives them")
    func reselectionReachesBothColumns() throws {
        let uikit = UIKitStandIn(navigator: Navigator(TabState.splitInHome()))
        uikit.select(.detail(1), in: .sidebar, of: .home)
        uikit.finish()
        uikit.navigator.push(.settings)
        uikit.navigator.present(.picker, style: .sheet())
        uikit.finish()
        let state = uikit.navigator.current
        let columns = [state.stack(at: .tab(.home)), state.stack(at: .tabDetail(.home))].compactMap { $0 }
        let screens = columns.flatMap(\.entries).map(\.id)
        #expect(screens.count == 3)
        #expect(screens.allSatisfy { uikit.reselectionTabs[$0] == .home })
        let sheet = try #require(state.presentations.first?.stack.root.id)
        #expect(uikit.modes[sheet] != nil && uikit.reselectionTabs[sheet] == nil, "a layer is no tab's column")
        expectClean(uikit)
    }

    @Test("three columns in a tab: the content column shows the list of that tab's sidebar selection")
    func threeColumns() {
        let uikit = UIKitStandIn(navigator: Navigator(TabState.splitInHome(threeColumns: true)))
        #expect(uikit.tabBar.items.first?.content == .split(hasContentColumn: true))
        uikit.select(.list, in: .sidebar, of: .home)
        uikit.finish()
        #expect(uikit.columns[.home]?.content == .list)
        uikit.select(.detail(3), in: .content, of: .home)
        uikit.finish()
        #expect(uikit.controllers[.tabDetail(.home)]?.count == 1)
        expectClean(uikit)
    }

    @Test(
        "collapsed, the tab's columns read as one stack, and its back button pops the detail, then clears the selection"
    )
    func collapsed() {
        let navigator = Navigator(TabState.splitInHome())
        let uikit = UIKitStandIn(navigator: navigator)
        uikit.select(.detail(1), in: .sidebar, of: .home)
        navigator.push(.settings)
        uikit.finish()
        uikit.collapseSplit(true, in: .home)
        uikit.finish()
        #expect(uikit.compacts[.home]?.count == 3)
        #expect(uikit.controllers[.tab(.home)] == nil && uikit.controllers[.tabDetail(.home)] == nil)
        expectClean(uikit)

        #expect(uikit.goBackCollapsed(in: .home))
        uikit.finish()
        #expect(navigator.current.stack(at: .tabDetail(.home))?.depth == 0)
        #expect(uikit.goBackCollapsed(in: .home))
        uikit.finish()
        #expect(navigator.splitSelection(in: .home) == nil, "back from the detail root clears the selection")
        #expect(uikit.compacts[.home]?.count == 1)
        expectClean(uikit)

        uikit.collapseSplit(false, in: .home)
        uikit.finish()
        #expect(uikit.controllers[.tab(.home)]?.count == 1)
        expectClean(uikit)
    }

    @Test("a tab that comes to hold a split view, or holds a stack again, gets new controllers for it")
    func layoutChanges() {
        let navigator = Navigator(TabState.threeTabs())
        let uikit = UIKitStandIn(navigator: navigator)
        navigator.push(.detail(1))
        uikit.finish()
        #expect(uikit.tabBar.items.first?.content == .stack)
        navigator.replaceState(TabState.splitInHome())
        uikit.finish()
        #expect(uikit.tabBar.items.first?.content == .split(hasContentColumn: false))
        #expect(uikit.controllers[.tab(.home)]?.count == 1)
        expectClean(uikit)

        navigator.replaceState(TabState.threeTabs())
        uikit.finish()
        #expect(uikit.tabBar.items.first?.content == .stack)
        #expect(uikit.columns[.home] == nil && uikit.controllers[.tabDetail(.home)] == nil)
        expectClean(uikit)
    }

    @Test(
        "seeded mixes of a tab's selections, pushes, collapses, tab taps, layers over the app, the stack above the tabs and the user's back",
        arguments: 1...40
    )
    func mix(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        let navigator = Navigator(TabState.splitInHome(threeColumns: true))
        let uikit = UIKitStandIn(navigator: navigator)
        let rows: [TestRoute] = [.list, .settings, .detail(1), .detail(2)]
        for _ in 0..<50 {
            let row = rows[random.next(upTo: rows.count)]
            switch random.next(upTo: 12) {
            case 0: uikit.select(row, in: .sidebar, of: .home)
            case 1: uikit.select(row, in: .content, of: .home)
            case 2: navigator.push(.detail(random.next(upTo: 9)))
            case 3: uikit.collapseSplit(random.next(upTo: 2) == 0, in: .home)
            case 4: uikit.goBackCollapsed(in: .home, cancelled: random.next(upTo: 3) == 0)
            case 5: uikit.goBack(cancelled: random.next(upTo: 3) == 0)
            case 6: uikit.tapTab(TestTab.allCases[random.next(upTo: 3)])
            case 7:
                navigator.present(
                    .picker, style: .sheet(), placement: random.next(upTo: 2) == 0 ? .overApp : .overPresenter)
            case 8: navigator.perform(random.next(upTo: 2) == 0 ? .minimize() : .expand)
            case 9: uikit.tapMinimizedFlow()
            case 10: navigator.perform(random.next(upTo: 2) == 0 ? .showAboveTabs(.detail(5)) : .dismissAboveTabs)
            default: uikit.swipeDown()
            }
            uikit.finishSome(using: &random)
        }
        expectMixEnded(uikit, seed: seed)
    }
}
