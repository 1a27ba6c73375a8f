import ControllerStandIn
import ModularNavigation
import ModularNavigationDrawing
import Testing

/// The tab bar controller's drawing, through the UIKit stand-in: badges, action tabs, tabs
/// the user edits, a re-tap's pop and scroll, and the stack above the tabs.
@MainActor
@Suite("The UIKit backend: tabs")
struct UIKitTabsTests {
    /// Home and search; profile is the tab bar's compose button, which presents a sheet.
    private func app() -> UIKitStandIn<TestRoute, TestTab> {
        let navigator = Navigator(TabState.twoTabs())
        navigator.tabActions[.profile] = .present(.picker, .sheet())
        return UIKitStandIn(navigator: navigator)
    }

    @Test("a badge shows its count on its tab, none for 0, and stays with its tab when the user reorders")
    func badges() {
        let uikit = UIKitStandIn(navigator: Navigator(TabState.threeTabs()))
        uikit.drawing.badges = [.search: 3, .profile: 0]
        #expect(uikit.tabBar.items.map(\.badge) == [nil, "3", nil])
        uikit.navigator.reorderTabs([.search, .profile, .home])
        #expect(uikit.tabBar.items.map(\.tab) == [.search, .profile, .home])
        #expect(uikit.tabBar.items.map(\.badge) == ["3", nil, nil])
        expectClean(uikit)
    }

    @Test("an action tab sits at its place, is never selected, and its tap runs its action")
    func actionTab() {
        let uikit = app()
        uikit.navigator.actionTabSlots = [.profile: 1]
        #expect(uikit.tabBar.items.map(\.tab) == [.home, .profile, .search])
        #expect(uikit.tabBar.items.map(\.isAction) == [false, true, false])
        #expect(uikit.tabs == [.home, .search], "an action tab has no stack")
        #expect(uikit.tapTab(.profile))
        uikit.finish()
        #expect(uikit.navigator.selectedTab == .home)
        #expect(uikit.selectedTab == .home)
        #expect(uikit.presented.map(\.style) == [.sheet()])
        expectClean(uikit)
    }

    @Test("the user moves the action tab or hides it, and the tab bar follows without a change of the state")
    func actionTabMoved() {
        let uikit = app()
        uikit.navigator.reorderTabs([.search, .profile, .home])
        #expect(uikit.tabBar.items.map(\.tab) == [.search, .profile, .home])
        uikit.navigator.reorderTabs([.profile, .search, .home])
        #expect(uikit.tabBar.items.map(\.tab) == [.profile, .search, .home])
        uikit.navigator.customizeTabs(
            NavigationTabCustomization(hidden: [.profile]), offered: TestTab.allCases
        ) { _ in .home }
        // A customization without sections orders the tabs as the app offers them.
        #expect(uikit.tabBar.items.map(\.tab) == [.home, .search])
        #expect(!uikit.tapTab(.profile))
        #expect(uikit.tabs == [.home, .search])
        expectClean(uikit)
    }

    @Test("an action tab the navigator does not map, or holds as a tab, is not shown")
    func unmappedActionTab() {
        let uikit = app()
        uikit.navigator.actionTabSlots = [.profile: 0, .search: 0]
        #expect(uikit.tabBar.items.map(\.tab) == [.profile, .home, .search])
        uikit.navigator.tabActions[.profile] = nil
        uikit.navigator.actionTabSlots = [.profile: 0]
        #expect(uikit.tabBar.items.map(\.tab) == [.home, .search])
        #expect(!uikit.tapTab(.profile))
    }

    @Test("tabs the user inserts, removes and reorders are drawn; a removed tab's screens leave UIKit")
    func tabEditing() {
        let uikit = app()
        uikit.navigator.push(.list)
        uikit.finish()
        uikit.navigator.insertTab(.profile, root: .settings, at: 0)
        uikit.finish()
        #expect(uikit.tabs == [.profile, .home, .search])
        #expect(uikit.controllers[.tab(.profile)]?.count == 1)
        uikit.navigator.reorderTabs([.search, .home, .profile])
        #expect(uikit.tabs == [.search, .home, .profile])
        uikit.navigator.removeTab(.home)
        uikit.finish()
        #expect(uikit.tabs == [.search, .profile])
        #expect(uikit.controllers[.tab(.home)] == nil)
        #expect(uikit.drawing.stacks[.tab(.home)] == nil, "its screens are forgotten")
        uikit.navigator.insertTab(.home, root: .home)
        uikit.finish()
        #expect(uikit.controllers[.tab(.home)] == uikit.navigator.current.stack(at: .tab(.home))?.entries.map(\.id))
        expectClean(uikit)
    }

    @Test("a re-tap pops to the root; the next re-tap scrolls the root to its top; selecting from code does not")
    func reTapScrollsToTop() {
        let uikit = UIKitStandIn(navigator: Navigator(TabState.threeTabs()))
        uikit.navigator.push(.list)
        uikit.finish()
        uikit.tapTab(.home)
        uikit.finish()
        #expect(uikit.topStack.count == 1)
        #expect(uikit.scrolledToTop.isEmpty, "the first re-tap pops")
        uikit.tapTab(.home)
        uikit.finish()
        let root = uikit.navigator.current.stack(at: .tab(.home))?.root.id
        #expect(uikit.scrolledToTop == [root].compactMap(\.self))
        uikit.navigator.selectTab(.home)
        uikit.finish()
        #expect(uikit.scrolledToTop.count == 1)
        expectClean(uikit)
    }

    @Test("the stack above the tabs is presented over the tab bar controller; its layers hang off it")
    func stackAboveTheTabs() {
        let uikit = UIKitStandIn(navigator: Navigator(TabState.threeTabs()))
        let navigator = uikit.navigator
        navigator.perform(.showAboveTabs(.picker))
        #expect(uikit.calls.last == "present above tabs")
        #expect(!uikit.drawing.driver.isSettled, "the step awaits the end of its presentation")
        uikit.finish()
        #expect(uikit.drawing.driver.isSettled)
        #expect(!uikit.tapTab(.search), "it covers the tab bar")
        navigator.push(.detail(1))
        navigator.present(.settings, style: .sheet())
        uikit.finish()
        #expect(uikit.controllers[.aboveTabs]?.count == 2)
        #expect(uikit.presented.count == 1)
        expectClean(uikit)

        navigator.perform(.dismissAboveTabs)
        uikit.finish()
        #expect(Array(uikit.calls.suffix(2)) == ["dismiss on level 0", "dismiss above tabs"])
        #expect(uikit.aboveTabs == nil)
        #expect(uikit.controllers[.aboveTabs] == nil)
        expectClean(uikit)
    }

    @Test("the root of the stack above the tabs has a back button that goes back to the tabs as the user's")
    func aboveTabsBackButton() {
        let uikit = UIKitStandIn(navigator: Navigator(TabState.threeTabs()))
        let navigator = uikit.navigator
        let log = GuardSources(navigator)
        navigator.perform(.showAboveTabs(.picker))
        uikit.finish()
        #expect(uikit.tapAboveTabsBack())
        uikit.finish()
        #expect(navigator.current.aboveTabs == nil)
        #expect(log.sources.last == .user)
        expectClean(uikit)

        navigator.perform(.showAboveTabs(.picker))
        uikit.finish()
        navigator.addGuard { $0.proposed.aboveTabs == nil ? .cancel : .allow }
        navigator.push(.list)
        navigator.pop()
        uikit.finish()
        #expect(!uikit.tapAboveTabsBack(), "a guard that would refuse it hides it")
    }

    @Test("another stack above the tabs in its place is dismissed, then presented")
    func replacedStackAboveTheTabs() {
        let uikit = UIKitStandIn(navigator: Navigator(TabState.threeTabs()))
        let navigator = uikit.navigator
        navigator.perform(.showAboveTabs(.picker))
        uikit.finish()
        navigator.perform(.dismissAboveTabs)
        navigator.perform(.showAboveTabs(.settings))
        uikit.finish()
        #expect(
            uikit.calls.filter { $0.hasSuffix(" above tabs") }.suffix(2) == [
                "dismiss above tabs", "present above tabs",
            ])
        #expect(uikit.aboveTabs == navigator.current.aboveTabs?.root.id)
        expectClean(uikit)
    }
}

/// The sources of the changes the guards heard.
@MainActor
private final class GuardSources {
    var sources: [NavigationSource] = []

    init(_ navigator: Navigator<TestRoute, TestTab>) {
        navigator.addGuard { [weak self] proposal in
            self?.sources.append(proposal.source)
            return .allow
        }
    }
}
