import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

@MainActor
@Suite("Sidebar-adaptable tabs: sections, sidebar taps and the user's customization (issue 46)")
struct SidebarTabsArticleTests {
    /// Home on its own, then a section of search and profile.
    private let sections = [NavigationTabSection(id: "you", title: "You", tabs: [TestTab.search, .profile])]

    private func navigator() -> Navigator<TestRoute, TestTab> {
        Navigator(TabState.threeTabs())
    }

    @Test("a section is drawn where its first tab is, with its tabs in the tab bar's order")
    func groups() {
        #expect(
            NavigationTabSection.groups(of: [.home, .search, .profile], in: sections) == [
                .tab(.home), .section(NavigationTabSection(id: "you", title: "You", tabs: [.search, .profile])),
            ])
        // The user's order decides, and a section with nothing drawn is left out.
        #expect(
            NavigationTabSection.groups(of: [.profile, .home, .search], in: sections) == [
                .section(NavigationTabSection(id: "you", title: "You", tabs: [.profile, .search])), .tab(.home),
            ])
        #expect(NavigationTabSection.groups(of: [.home], in: sections) == [.tab(.home)])
        // A tab two sections name belongs to the first.
        let twice = sections + [NavigationTabSection(id: "again", title: "Again", tabs: [.profile, .home])]
        #expect(
            NavigationTabSection.groups(of: [.home, .search, .profile], in: twice) == [
                .section(NavigationTabSection(id: "again", title: "Again", tabs: [.home])),
                .section(NavigationTabSection(id: "you", title: "You", tabs: [.search, .profile])),
            ])
    }

    @Test("a sidebar tap is a tab tap: it selects, and a re-tap pops to the root")
    func sidebarTapIsTabTap() {
        let navigator = navigator()
        let host = HeadlessHost(navigator: navigator)
        let events = NavigationEventRecorder(navigator)

        host.tapSidebarTab(.search)
        expectSettled(host)
        #expect(navigator.selectedTab == .search)
        host.tap { navigator.push(.detail(1)) }
        expectSettled(host)
        host.tapSidebarTab(.search)
        expectSettled(host)

        #expect(navigator.state.stack(at: .tab(.search))?.path.isEmpty == true)
        #expect(events.events.contains(.tabReselected(.search)))
    }

    @Test("a customization hides tabs with their stacks, reorders a section, and shows a tab again at its root")
    func customizationEditsTabs() {
        let navigator = navigator()
        navigator.client(forTab: .profile)?.push(.detail(2))
        let mine = NavigationTabCustomization(hidden: [TestTab.search], sectionOrders: ["you": [.profile, .search]])

        navigator.customizeTabs(mine, offered: TestTab.allCases, sections: sections) { _ in .settings }
        #expect(navigator.tabOrder == [.home, .profile])
        // A kept tab keeps its screens.
        #expect(navigator.state.stack(at: .tab(.profile))?.path.map(\.route) == [.detail(2)])

        let shownAgain = NavigationTabCustomization<TestTab>(sectionOrders: ["you": [.profile, .search]])
        navigator.customizeTabs(shownAgain, offered: TestTab.allCases, sections: sections) { _ in .settings }
        #expect(navigator.tabOrder == [.home, .profile, .search])
        #expect(navigator.state.stack(at: .tab(.search))?.root.route == .settings)
        #expect(navigator.tabCustomization(offered: TestTab.allCases, sections: sections) == shownAgain)
    }

    @Test("hiding every tab, or naming tabs of other sections twice, still leaves a valid tab bar")
    func hostileCustomization() {
        let navigator = navigator()
        let before = navigator.state
        navigator.customizeTabs(
            NavigationTabCustomization(hidden: Set(TestTab.allCases)), offered: TestTab.allCases, sections: sections
        ) { _ in .home }
        #expect(navigator.state == before)

        let odd = NavigationTabCustomization<TestTab>(sectionOrders: [
            "you": [.home, .profile, .profile], "none": [.home],
        ])
        #expect(odd.shown(offered: TestTab.allCases, sections: sections) == [.home, .profile, .search])
    }

    @Test("a customization saved beside the archive restores the same tabs, order and stacks")
    func customizationRoundTrips() throws {
        let navigator = navigator()
        navigator.client(forTab: .search)?.push(.detail(4))
        let mine = NavigationTabCustomization(hidden: [TestTab.home], sectionOrders: ["you": [.profile, .search]])
        navigator.customizeTabs(mine, offered: TestTab.allCases, sections: sections) { _ in .home }
        let archive = try navigator.archived(schemaVersion: 1)
        let customization = try JSONEncoder().encode(
            navigator.tabCustomization(offered: TestTab.allCases, sections: sections))

        // The next launch: the fallback shows the saved customization's tabs.
        let saved = try JSONDecoder().decode(NavigationTabCustomization<TestTab>.self, from: customization)
        let fallback = try TabState(
            tabs: saved.shown(offered: TestTab.allCases, sections: sections), selectedTab: .profile
        ) { _ in .home }
        let relaunched = Navigator(fallback)
        let report = relaunched.restore(from: archive, schemaVersion: 1, fallback: fallback)

        #expect(report.outcome == .restored, "\(report.issues)")
        #expect(relaunched.tabOrder == [.profile, .search])
        #expect(relaunched.state == navigator.state)
        let restored = relaunched.tabCustomization(offered: TestTab.allCases, sections: sections)
        #expect(restored == saved)
        #expect(restored.shown(offered: TestTab.allCases, sections: sections) == [.profile, .search])
    }

    @Test("hidden tabs are drawn after the shown ones, so the sidebar can show them again")
    func hiddenTabsStayDrawable() {
        let navigator = navigator()
        navigator.removeTab(.search)
        #expect(
            navigator.tabGroups(offered: TestTab.allCases, sections: sections) == [
                .tab(.home), .section(NavigationTabSection(id: "you", title: "You", tabs: [.profile, .search])),
            ])
    }

    @Test("the search tab keeps its own stack like any tab")
    func searchTabKeepsItsStack() {
        let navigator = navigator()
        let host = HeadlessHost(navigator: navigator)
        host.tapTab(.search)
        expectSettled(host)
        host.tap { navigator.push(.detail(3)) }
        expectSettled(host)
        host.tapTab(.home)
        expectSettled(host)
        host.tap { navigator.push(.list) }
        expectSettled(host)
        host.tapTab(.search)
        expectSettled(host)

        #expect(navigator.topStack.top.route == .detail(3))
        #expect(navigator.state.stack(at: .tab(.home))?.path.map(\.route) == [.list])
    }
}
