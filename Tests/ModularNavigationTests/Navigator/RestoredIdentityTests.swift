import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// An identity is never reused on any path once anyone could know it, and a restore
/// reports each kind of repair once (issue 44, classes 6 and 7).
@MainActor
@Suite("Restored identities: never reused, reported once")
struct RestoredIdentityTests {
    private static let limit: UInt64 = 1 << 62

    /// An archive of a sheet over a three-screen stack, its screens numbered just under
    /// `nextID`.
    private func nearLimitArchive(nextID: UInt64) throws -> Data {
        let json = #"{"base":{"stack":{"_0":{"ids":[0],"routes":[{"home":{}}]}}},"presentations":[],"nextID":"#
        var state = try JSONDecoder().decode(StackState.self, from: Data((json + "\(nextID - 4)}").utf8))
        try state.perform(.push(.list))
        try state.perform(.push(.detail(1)))
        try state.perform(.present(.picker, .sheet()))
        try state.perform(.push(.settings))
        return try state.archived(schemaVersion: 1)
    }

    @Test("a near-limit archive restored after clients were made reports its renumbering once, every screen once")
    func renumberingReportedOnce() throws {
        let data = try nearLimitArchive(nextID: Self.limit / 2 + 10)
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.list)
        _ = navigator.rootClient
        _ = navigator.client(for: navigator.topStack.top.id)
        let events = NavigationEventRecorder(navigator)

        let report = navigator.restore(from: data, schemaVersion: 1, fallback: StackState(root: .home))

        let renumberings = report.issues.filter { if case .identitiesRenumbered = $0 { true } else { false } }
        #expect(renumberings == [.identitiesRenumbered(count: 5)])
        #expect(report.outcome == .repaired)
        #expect(events.events.last == .restored(.repaired, issues: report.issues))
        let ids = navigator.state.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(navigator.perform(.push(.settings)))
    }

    @Test("adopting an older snapshot before any client was made never brings back an identity that left")
    func adoptOlderSnapshot() throws {
        let navigator = Navigator(root: TestRoute.home)
        var seen: [EntryID] = []
        navigator.addEventObserver { event in
            if case .screenShown(let entry, _) = event { seen.append(entry.id) }
        }
        let snapshot = navigator.state  // #0 is home
        navigator.replaceState(StackState(root: .list))  // #0 leaves; the list is #1
        let departed = Set(snapshot.entries.map(\.id)).subtracting(navigator.state.entries.map(\.id))
        #expect(!departed.isEmpty)

        navigator.perform(.adopt(snapshot))
        #expect(navigator.state.entries.map(\.route) == [.home])
        #expect(departed.isDisjoint(with: navigator.state.entries.map(\.id)))

        // The same through a restore of the snapshot's archive.
        navigator.replaceState(StackState(root: .list))
        let gone = Set(seen).subtracting(navigator.state.entries.map(\.id))
        let report = navigator.restore(
            from: try snapshot.archived(schemaVersion: 1), schemaVersion: 1, fallback: StackState(root: .settings))
        #expect(navigator.state.entries.map(\.route) == [.home])
        #expect(gone.isDisjoint(with: navigator.state.entries.map(\.id)))
        #expect(report.issues == [.identitiesRenumbered(count: 1)])
    }

    @Test("a cold restore into a navigator nobody has seen still keeps every saved identity")
    func coldRestoreKeepsIdentities() throws {
        var saved = StackState(root: .list)
        try saved.perform(.push(.detail(1)))
        let navigator = Navigator(root: TestRoute.home)
        let report = navigator.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: StackState(root: .home))
        #expect(report.issues.isEmpty)
        #expect(navigator.state == saved)
    }
}
