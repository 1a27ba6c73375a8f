import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// An action tab at the slot the app or the user chose (issue 45 item 10): it needs no
/// stack, keeps its place when the user reorders or customizes the tab bar, and comes back
/// to it after a restore.
@MainActor
@Suite("An action tab's slot in the tab bar")
struct ActionTabSlotTests {
    private let sections = [NavigationTabSection(id: "main", title: "Main", tabs: TestTab.allCases)]

    /// Home and search; profile is the compose button between them.
    private func app() -> Navigator<TestRoute, TestTab> {
        let navigator = Navigator(TabState.twoTabs())
        navigator.tabActions[.profile] = .present(.picker, .sheet(SheetOptions(id: "compose")))
        navigator.actionTabSlots[.profile] = 1
        return navigator
    }

    @Test("an action tab sits at its slot, after the tabs without one, and at the end for a slot past it")
    func slots() {
        let navigator = Navigator(TabState.twoTabs())
        navigator.tabActions[.profile] = .present(.picker, .sheet())
        #expect(navigator.tabBarOrder == [.home, .search, .profile])
        #expect(navigator.tabOrder == [.home, .search], "an action tab has no stack")
        navigator.actionTabSlots[.profile] = 0
        #expect(navigator.tabBarOrder == [.profile, .home, .search])
        for outside in [-5, 99, Int.max, Int.min] {
            navigator.actionTabSlots[.profile] = outside
            #expect(navigator.tabBarOrder == (outside < 0 ? [.profile, .home, .search] : [.home, .search, .profile]))
        }
        // A slot for a tab the navigator holds, or one no action maps, places nothing.
        navigator.actionTabSlots = [.home: 1, .profile: 1]
        navigator.tabActions[.profile] = nil
        #expect(navigator.tabBarOrder == [.home, .search])
    }

    @Test("reordering the tab bar moves the action tab to the user's slot and the tabs around it")
    func reorder() {
        let navigator = app()
        let events = NavigationEventRecorder(navigator)
        navigator.reorderTabs([.search, .home, .profile])
        #expect(navigator.tabBarOrder == [.search, .home, .profile])
        #expect(navigator.tabOrder == [.search, .home])
        #expect(navigator.actionTabSlots[.profile] == 2)
        #expect(events.events == [.tabsReordered([.search, .home])])

        // Only the action tab moves: no change of the state, no event.
        navigator.reorderTabs([.profile, .search, .home])
        #expect(navigator.tabBarOrder == [.profile, .search, .home])
        #expect(events.events.count == 1)
    }

    @Test("a refused order moves nothing: neither the tabs nor the action tab", arguments: [false, true])
    func refusedOrder(twice: Bool) {
        let navigator = app()
        let before = navigator.state
        // A tab missing from the order, or the action tab named twice.
        navigator.reorderTabs(twice ? [.home, .profile, .search, .profile] : [.profile, .home])
        #expect(navigator.state == before)
        #expect(navigator.tabBarOrder == [.home, .profile, .search])
    }

    @Test("the user's customization places, hides and shows the action tab without a stack for it")
    func customization() {
        let navigator = app()
        var rootsAsked: [TestTab] = []
        func customize(_ customization: NavigationTabCustomization<TestTab>) {
            navigator.customizeTabs(customization, offered: TestTab.allCases, sections: sections) { tab in
                rootsAsked.append(tab)
                return .home
            }
        }
        #expect(navigator.tabCustomization(offered: TestTab.allCases, sections: sections).hidden.isEmpty)

        customize(NavigationTabCustomization(sectionOrders: ["main": [.profile, .search, .home]]))
        #expect(navigator.tabBarOrder == [.profile, .search, .home])
        #expect(navigator.tabOrder == [.search, .home])
        let read = navigator.tabCustomization(offered: TestTab.allCases, sections: sections)
        #expect(read.hidden.isEmpty)
        #expect(read.sectionOrders == ["main": [.profile, .search, .home]])
        #expect(read.actionTabSlots == [.profile: 0])

        customize(NavigationTabCustomization(hidden: [.profile]))
        #expect(navigator.tabBarOrder == [.home, .search])
        #expect(navigator.tabCustomization(offered: TestTab.allCases, sections: sections).hidden == [.profile])
        let host = HeadlessHost(navigator: navigator)
        #expect(host.refusal { host.tapTab(.profile) } == .noSuchControl)

        customize(NavigationTabCustomization())
        #expect(navigator.tabBarOrder == [.home, .search, .profile])
        #expect(host.tapTab(.profile))
        expectSettled(host)
        #expect(navigator.topStack.root.route == .picker)
        #expect(rootsAsked.isEmpty, "an action tab never gets a root")
    }

    @Test("the archive keeps the user's slot and the hidden action tab; a restore puts them back")
    func restore() throws {
        let navigator = app()
        navigator.customizeTabs(
            NavigationTabCustomization(sectionOrders: ["main": [.search, .home, .profile]]),
            offered: TestTab.allCases, sections: sections
        ) { _ in .home }
        let archive = try navigator.archived(schemaVersion: 1)

        let relaunched = app()
        let report = relaunched.restore(from: archive, schemaVersion: 1, fallback: TabState.twoTabs())
        #expect(report.outcome == .restored, "\(report.issues)")
        #expect(relaunched.tabBarOrder == [.search, .home, .profile])
        #expect(report.tabCustomization?.actionTabSlots == [.profile: 2])
        #expect(try relaunched.archived(schemaVersion: 1) == archive)
    }

    @Test("each window's archive keeps its user's slot, and a restored window puts the action tab back")
    func windows() throws {
        func owner() -> NavigationWindows<TestRoute, TestTab> {
            NavigationWindows(
                newWindowState: { _ in TabState.twoTabs() },
                newWindowID: { WindowFixtures.id(1) },
                prepare: { _, navigator in navigator.tabActions[.profile] = .present(.picker, .sheet()) })
        }
        let windows = owner()
        let id = try windows.makeWindow(TabState.twoTabs())
        windows.navigator(for: id)?.reorderTabs([.profile, .home, .search])
        let data = try windows.archived(schemaVersion: 1)

        let relaunched = owner()
        let result = relaunched.restoreWindows(from: data, schemaVersion: 1, fallback: TabState.twoTabs())
        #expect(result.issues.isEmpty)
        #expect(relaunched.navigator(for: id)?.tabBarOrder == [.profile, .home, .search])
    }

    @Test("a saved slot that does not read, or names a tab with a stack, is repaired and reported")
    func hostileSlots() throws {
        let navigator = app()
        let saved = NavigationTabCustomization<TestTab>(actionTabSlots: [.profile: 2])
        var text = String(
            decoding: try navigator.state.archived(schemaVersion: 1, tabCustomization: saved), as: UTF8.self)
        #expect(text.contains(#""actionTabSlots":[{"#))
        text = text.replacingOccurrences(
            of: #""actionTabSlots":["#,
            with: #""actionTabSlots":[{"tab":"home","slot":0},{"tab":"gone","slot":1},{"tab":"profile","slot":1e99},"#)
        let report = TabState.restore(from: Data(text.utf8), schemaVersion: 1, fallback: TabState.twoTabs())
        #expect(report.outcome == .repaired)
        #expect(report.issues == [.tabCustomizationRepaired])
        #expect(report.tabCustomization?.actionTabSlots == [.profile: 2])
    }

    @Test("a tab bar observing the order redraws when an action tab is placed")
    func observed() {
        let navigator = app()
        let counter = ObservationCounter()
        counter.observe { _ = navigator.tabBarOrder }
        navigator.actionTabSlots[.profile] = 0
        #expect(counter.count == 1)
    }
}
