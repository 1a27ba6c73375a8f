import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

/// A replay names screens by the identities the recording handed out, but the navigator
/// it runs on may have handed out more before: it never hands one out twice, so the
/// replay's new screens get other numbers, and the replay must follow them.
@Suite("Replaying onto a navigator with a history")
@MainActor
struct ReplayIdentityTests {
    /// A session whose steps name screens it made itself: pushed onto, presented from,
    /// dismissed, and a stack replaced.
    private func recordedLog() throws -> NavigationLog<MarketRoute, MarketTab> {
        let navigator = try marketNavigator()
        var text = ""
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1, checkpointInterval: 2) { text += $0 }
        navigator.push(.catalog(.item(id: 4)))
        navigator.push(.help)
        navigator.present(.catalog(.picker), style: .sheet())
        navigator.push(.catalog(.item(id: 5)))
        navigator.perform(.dismiss(navigator.current.topStack.top.id))
        navigator.perform(.popTo(navigator.current.baseStack.path[0].id))
        navigator.perform(.replaceStack(path: [.catalog(.item(id: 4)), .catalog(.item(id: 6))]))
        navigator.selectTab(.cart)
        writer.stop()
        return try NavigationLog(
            jsonLines: text, schemaVersion: 1,
            fallback: NavigationState(selectedTab: .catalog, root: MarketRoute.root(of:)))
    }

    /// A navigator that pushed and popped screens before the replay: its next identity is
    /// past every one the log's start state holds.
    private func usedNavigator() throws -> Navigator<MarketRoute, MarketTab> {
        let navigator = try marketNavigator()
        for id in 1...5 { navigator.push(.catalog(.item(id: id))) }
        navigator.perform(.popToRoot)
        navigator.present(.catalog(.picker))
        navigator.dismissPresentation()
        return navigator
    }

    @Test("a replay onto a navigator that used more identities than the log's start keeps to the recording")
    func replayOntoUsedNavigator() throws {
        let log = try recordedLog()
        let fresh = try marketNavigator()
        #expect(NavigationReplay.replay(log, on: fresh) == nil)

        let used = try usedNavigator()
        let before = used.current.entries.map(\.id)
        #expect(NavigationReplay.replay(log, on: used) == nil)
        #expect(used.current.entries.map(\.route) == fresh.current.entries.map(\.route))
        #expect(used.current.treeDescription != log.changes.last?.tree, "no identity is handed out twice")
        let usedBefore = Set(before).subtracting(log.start.entries.map(\.id))
        #expect(Set(used.current.entries.map(\.id)).isDisjoint(with: usedBefore))
    }

    @Test("a replay onto a host whose screens already had clients keeps to the recording, and the screen draws it")
    func replayOntoUsedHost() throws {
        let log = try recordedLog()
        let used = try usedNavigator()
        let host = HeadlessHost(navigator: used)
        host.settle()
        #expect(NavigationReplay.replay(log, on: host) == nil)
        expectSettled(host)
    }

    @Test("a replay onto a used navigator still reports the first change a new rule changes")
    func divergenceOntoUsedNavigator() throws {
        let log = try recordedLog()
        let stricter = try usedNavigator()
        stricter.addGuard { proposal in proposal.addedRoutes.contains(.help) ? .cancel : .allow }
        let divergence = try #require(NavigationReplay.replay(log, on: stricter))
        #expect(divergence.change == 2)
        #expect(divergence.diff.lines.filter { if case .same = $0 { false } else { true } } == [.removed("  #3 help")])
    }
}
