import Foundation
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

/// How a saved tab bar meets the app's launch tabs: the user's order comes back, every
/// difference of set is reported, and logs that edit tabs read back and replay
/// (issue 44, class 1).
@MainActor
@Suite("Restoring edited tabs")
struct RestoredTabOrderTests {
    private static var launch: TabState { .threeTabs() }

    private static func restore(_ saved: TabState, fallback: TabState = launch) throws -> RestoreReport<
        TestRoute, TestTab
    > {
        TabState.restore(from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
    }

    @Test("a reordered tab bar comes back in the user's order, whole")
    func reorderedComesBack() throws {
        var saved = Self.launch
        try saved.perform(.push(.list))
        try saved.perform(.reorderTabs([.profile, .home, .search]))

        let report = try Self.restore(saved)

        #expect(report.outcome == .restored)
        #expect(report.issues.isEmpty)
        #expect(report.state == saved)
        #expect(report.state.tabs?.selected == .home)
    }

    @Test("a tab the app added comes after the tab it follows in the fallback; a removed one goes; both reported")
    func setDifferencesReported() throws {
        // The user's order, saved before the app had .search.
        var saved = try TabState(tabs: [.profile, .home], selectedTab: .home) { _ in .home }
        try saved.perform(.push(.detail(1)))

        let report = try Self.restore(saved)
        #expect(report.state.tabs?.order == [.profile, .home, .search])
        #expect(report.issues == [.tabAdded(.search)])
        #expect(report.outcome == .repaired)
        #expect(report.state.stack(at: .tab(.home))?.top.route == .detail(1))

        // The app dropped .profile: it goes, the user's order of the others stays.
        let smaller = try TabState(tabs: [.search, .home], selectedTab: .home) { _ in .home }
        var reordered = Self.launch
        try reordered.perform(.reorderTabs([.search, .profile, .home]))
        let dropped = try Self.restore(reordered, fallback: smaller)
        #expect(dropped.state.tabs?.order == [.search, .home])
        #expect(dropped.issues == [.tabRemoved(.profile)])
    }

    @Test("a tab the app added before every saved tab comes first")
    func addedFirst() throws {
        let saved = try TabState(tabs: [.search, .profile], selectedTab: .profile) { _ in .home }
        let report = try Self.restore(saved)
        #expect(report.state.tabs?.order == [.home, .search, .profile])
        #expect(report.state.tabs?.selected == .profile)
        #expect(report.issues == [.tabAdded(.home)])
    }

    @Test("a log that inserts, removes and reorders tabs reads back with the launch tabs and replays")
    func logsThatEditTabsReplay() throws {
        let launch = try TabState(tabs: [.home, .search], selectedTab: .home) { _ in .home }
        let navigator = Navigator(launch)
        var text = ""
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1, checkpointInterval: 1) { text += $0 }
        navigator.insertTab(.profile, root: .settings, at: 0)
        navigator.push(.list)
        navigator.reorderTabs([.search, .profile, .home])
        var edited = navigator.state
        try edited.perform(.removeTab(.search))
        navigator.replaceState(edited)
        writer.stop()

        let log = try NavigationLog(jsonLines: text, schemaVersion: 1, fallback: launch)
        #expect(log.changes.count >= 3)

        let replayed = Navigator(launch)
        #expect(NavigationReplay.replay(log, on: replayed) == nil)
        #expect(replayed.state.tabs?.order == navigator.state.tabs?.order)
    }
}
