import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// The split view controller's drawing, through the UIKit stand-in: columns side by side,
/// selections as routes, and the one stack a collapsed split view reads as.
@MainActor
@Suite("The UIKit backend: split views")
struct UIKitSplitTests {
    private func twoColumns(selection: TestRoute? = nil) -> UIKitStandIn<TestRoute, Never> {
        UIKitStandIn(navigator: Navigator(NavigationState<TestRoute, Never>(sidebar: .home, selection: selection)))
    }

    private func threeColumns() throws -> UIKitStandIn<TestRoute, Never> {
        let state = try NavigationState<TestRoute, Never>(sidebar: .home, selection: .list, contentSelection: nil)
        return UIKitStandIn(navigator: Navigator(state))
    }

    @Test("side by side, a row's selection replaces the detail column's stack; clearing it empties the column")
    func twoColumnSelections() {
        let uikit = twoColumns()
        #expect(uikit.controllers[.sidebar]?.count == 1)
        #expect(uikit.splitColumns?.showsDetail == false)
        uikit.select(.detail(1), in: .sidebar)
        uikit.finish()
        #expect(uikit.navigator.current.split?.selection == .detail(1))
        #expect(uikit.controllers[.detail] == uikit.navigator.current.split?.detail.map { $0.entries.map(\.id) })
        uikit.navigator.push(.settings)
        uikit.finish()
        #expect(uikit.controllers[.detail]?.count == 2)
        uikit.select(.detail(2), in: .sidebar)
        uikit.finish()
        #expect(uikit.controllers[.detail]?.count == 1, "a new selection is a new detail stack")
        expectClean(uikit)

        uikit.navigator.perform(.selectSidebar(nil))
        uikit.finish()
        #expect(uikit.splitColumns?.showsDetail == false)
        #expect(uikit.controllers[.detail] == nil)
        #expect(uikit.drawing.driver.isSettled, "the column's closing ends the step")
        expectClean(uikit)
    }

    @Test("three columns: the content column shows the list of the sidebar's selection; its rows open the detail")
    func threeColumnSelections() throws {
        let uikit = try threeColumns()
        #expect(uikit.splitColumns?.hasContentColumn == true)
        #expect(uikit.splitColumns?.content == .list)
        uikit.select(.detail(3), in: .content)
        uikit.finish()
        #expect(uikit.navigator.current.split?.contentSelection == .detail(3))
        #expect(uikit.controllers[.detail]?.count == 1)
        uikit.select(.settings, in: .sidebar)
        uikit.finish()
        #expect(uikit.splitColumns?.content == .settings)
        #expect(uikit.splitColumns?.showsDetail == false, "another section clears the content selection")
        expectClean(uikit)
    }

    @Test("collapsed, the columns read as one stack: sidebar, content list, detail")
    func collapsedStack() throws {
        let uikit = try threeColumns()
        uikit.select(.detail(3), in: .content)
        uikit.navigator.push(.settings)
        uikit.finish()
        uikit.collapseSplit(true)
        uikit.finish()
        let split = try #require(uikit.navigator.current.split)
        #expect(uikit.compact == ControllerSplit.items(of: split))
        #expect(uikit.compact.count == 4)
        #expect(uikit.controllers[.sidebar] == nil && uikit.controllers[.detail] == nil)
        expectClean(uikit)

        uikit.collapseSplit(false)
        uikit.finish()
        #expect(uikit.compact.isEmpty)
        #expect(uikit.controllers[.detail]?.count == 2)
        expectClean(uikit)
    }

    @Test("collapsed, going back pops the detail's path, then clears the content list's, then the sidebar's selection")
    func collapsedBack() throws {
        let uikit = try threeColumns()
        let navigator = uikit.navigator
        uikit.select(.detail(3), in: .content)
        navigator.push(.settings)
        uikit.collapseSplit(true)
        uikit.finish()

        #expect(uikit.goBackCollapsed(cancelled: true))
        uikit.finish()
        #expect(navigator.current.split?.detail?.depth == 1, "a cancelled swipe changes nothing")
        #expect(uikit.goBackCollapsed())
        uikit.finish()
        #expect(navigator.current.split?.detail?.depth == 0)
        #expect(uikit.goBackCollapsed())
        uikit.finish()
        #expect(navigator.current.split?.contentSelection == nil)
        #expect(navigator.current.split?.selection == .list)
        #expect(uikit.goBackCollapsed())
        uikit.finish()
        #expect(navigator.current.split?.selection == nil)
        #expect(!uikit.goBackCollapsed(), "the sidebar is the root")
        #expect(uikit.compact.count == 1)
        expectClean(uikit)
    }

    @Test("collapsed, a guard that would refuse going back from the detail root hides its back button")
    func collapsedBackRefused() {
        let uikit = twoColumns(selection: .detail(1))
        uikit.collapseSplit(true)
        uikit.finish()
        uikit.navigator.addGuard { $0.proposed.split?.selection == nil ? .cancel : .allow }
        uikit.navigator.push(.settings)
        uikit.navigator.pop()
        uikit.finish()
        #expect(!uikit.goBackCollapsed())
        #expect(uikit.navigator.current.split?.selection == .detail(1))
        expectClean(uikit)
    }

    @Test("a sheet over a split view hangs off its detail, presented from the split view controller")
    func layersOverTheDetail() {
        let uikit = twoColumns(selection: .detail(1))
        uikit.navigator.present(.picker, style: .sheet())
        uikit.finish()
        #expect(uikit.presented.count == 1)
        #expect(uikit.swipeDown())
        uikit.finish()
        #expect(uikit.navigator.current.presentations.isEmpty)
        expectClean(uikit)
    }

    @Test(
        "seeded mixes of selections, pushes, collapses and the user's back end showing the navigator", arguments: 1...60
    )
    func mix(seed: UInt64) throws {
        var random = SeededRandom(seed: seed)
        let uikit = try threeColumns()
        let navigator = uikit.navigator
        let rows: [TestRoute] = [.list, .settings, .detail(1), .detail(2)]
        for _ in 0..<50 {
            let row = rows[random.next(upTo: rows.count)]
            switch random.next(upTo: 9) {
            case 0: uikit.select(row, in: .sidebar)
            case 1: uikit.select(row, in: .content)
            case 2: navigator.push(.detail(random.next(upTo: 9)))
            case 3: navigator.perform(.selectContent(random.next(upTo: 3) == 0 ? nil : row))
            case 4: uikit.collapseSplit(random.next(upTo: 2) == 0)
            case 5: uikit.goBackCollapsed(cancelled: random.next(upTo: 3) == 0)
            case 6: uikit.goBack(cancelled: random.next(upTo: 3) == 0)
            case 7: navigator.present(.picker, style: .sheet())
            default: uikit.swipeDown()
            }
            uikit.finishSome(using: &random)
        }
        expectMixEnded(uikit, seed: seed)
    }
}
