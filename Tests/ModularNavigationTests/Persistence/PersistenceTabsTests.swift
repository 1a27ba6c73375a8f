import Foundation
import ModularNavigation
import Testing

@Suite("Persistence: tabs measured against the app's current tabs")
struct PersistenceTabsTests {
    private static let withoutSearch = (try? TabState(tabs: [.home, .profile], selectedTab: .home) { _ in .home })

    @Test("A saved tab the app no longer has is dropped with its stack")
    func removedTabDropped() throws {
        let fallback = try #require(Self.withoutSearch)
        let result = NavigationState.restore(
            from: try Fixtures.tabs.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        #expect(result.state.tabs?.order == [.home, .profile])
        #expect(result.issues == [.tabRemoved(.search)])
        #expect(result.state.presentations == Fixtures.tabs.presentations)
        #expect(!result.state.entries.contains { $0.id == EntryID(rawValue: 5) })
    }

    @Test("A selected tab that is gone selects the first tab, without the saved presentations")
    func selectedTabGone() throws {
        let fallback = try TabState(tabs: [.profile, .home], selectedTab: .home) { _ in .home }
        var saved = TabState.threeTabs(selected: .search)
        Fixtures.perform(&saved, .present(.settings, .sheet()))
        let result = NavigationState.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        // The first tab of the user's order, which the saved tabs kept.
        #expect(result.state.selectedTab == .home)
        #expect(result.state.presentations.isEmpty)
        #expect(
            result.issues == [.tabRemoved(.search), .selectionReset(savedIndex: 1), .presentationsDropped(count: 1)])
    }

    @Test("New app tabs get the fallback's stack for them, with fresh identities")
    func newTabsGetFallbackRoots() throws {
        let saved = try TabState(tabs: [.search], selectedTab: .search) { _ in .list }
        let fallback = try TabState(selectedTab: .home) { tab in tab == .profile ? .settings : .home }
        let result = NavigationState.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        #expect(
            result.state.treeDescription
                == tree("tab home", "  #1 home", "tab search (selected)", "  #0 list", "tab profile", "  #2 settings"))
        #expect(result.issues == [.tabAdded(.home), .tabAdded(.profile)])
        #expect(result.outcome == .repaired)
    }

    @Test("Tabs keep the user's saved order, not the fallback's, and the saved selection")
    func savedOrderWins() throws {
        let fallback = try TabState(tabs: [.search, .profile, .home], selectedTab: .search) { _ in .home }
        let result = NavigationState.restore(
            from: try Fixtures.tabs.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        #expect(result.state.tabs?.order == [.home, .search, .profile])
        #expect(result.outcome == .restored)
        #expect(result.state.selectedTab == .home)
        #expect(result.state.presentations == Fixtures.tabs.presentations)
        #expect(result.issues.isEmpty)
    }

    @Test("When no saved tab is kept, the fallback is restored as it is")
    func nothingKept() throws {
        let fallback = try TabState(tabs: [.profile], selectedTab: .profile) { _ in .settings }
        let saved = try TabState(tabs: [.home, .search], selectedTab: .search) { _ in .home }
        let result = NavigationState.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        #expect(result.state == fallback)
        #expect(result.outcome == .fallback)
        #expect(result.issues == [.tabRemoved(.home), .tabRemoved(.search), .selectionReset(savedIndex: 1)])
    }

    @Test("A reset selection keeps the stack above the tabs and what was presented over it")
    func selectionResetUnderStackAboveTabs() throws {
        let fallback = try TabState(tabs: [.profile, .home], selectedTab: .home) { _ in .home }
        var saved = TabState.threeTabs(selected: .search)
        Fixtures.perform(&saved, .showAboveTabs(.picker), .push(.list), .present(.settings, .sheet()))
        let result = NavigationState.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        #expect(result.issues == [.tabRemoved(.search), .selectionReset(savedIndex: 1)])
        #expect(result.state.selectedTab == .home)
        #expect(result.state.aboveTabs?.entries.map(\.route) == [.picker, .list])
        #expect(result.state.presentations.map(\.stack.root.route) == [.settings])
        try expectUsable(result.state)
    }

    @Test("A stack above the tabs whose screen repeats a tab's identity is renumbered with the rest")
    func stackAboveTabsRenumbered() throws {
        var saved = TabState.threeTabs()
        Fixtures.perform(&saved, .showAboveTabs(.picker))
        let json = Fixtures.json(saved).edited(
            #""above":{"path":[],"root":{"id":3,"#, #""above":{"path":[],"root":{"id":1,"#)
        let result = TabState.restore(from: Data(json.utf8), schemaVersion: 1, fallback: Fixtures.tabFallback)
        #expect(result.issues == [.duplicateIdentity(EntryID(rawValue: 1))])
        #expect(result.state.aboveTabs?.root.id == EntryID(rawValue: 4))
        try expectUsable(result.state)
    }
}
