import Foundation
import ModularNavigation
import Testing

@MainActor
@Suite("Identity limit")
struct IdentityLimitTests {
    private func json(nextID: UInt64) -> Data {
        Data(
            #"{"base":{"stack":{"_0":{"ids":[0],"routes":[{"home":{}}]}}},"presentations":[],"nextID":\#(nextID)}"#
                .utf8)
    }

    @Test("a decoded state whose next identity is past the limit is refused, not trapped on the next push")
    func decodedNextIDBeyondLimit() {
        for nextID in [UInt64.max, UInt64.max - 1, UInt64(1) << 63, (UInt64(1) << 62) + 1] {
            #expect(throws: DecodingError.self) {
                try JSONDecoder().decode(StackState.self, from: json(nextID: nextID))
            }
        }
    }

    private static let limit: UInt64 = 1 << 62

    @Test("a state pushed up to the identity limit encodes, decodes and restores to an equal state")
    func pushedUpToLimitRoundTrips() throws {
        var state = try JSONDecoder().decode(StackState.self, from: json(nextID: Self.limit - 1))
        try state.perform(.push(.list))
        #expect(state.topStack.top.id == EntryID(rawValue: Self.limit - 1))

        #expect(try JSONDecoder().decode(StackState.self, from: JSONEncoder().encode(state)) == state)
        let restored = StackState.restore(
            from: try state.archived(schemaVersion: 1), schemaVersion: 1, fallback: StackState(root: .home))
        #expect(restored.outcome == .restored)
        #expect(restored.issues.isEmpty)
        #expect(restored.state == state)
    }

    @Test("a state at the limit refuses new screens with a typed error, whether decoded, restored or pushed there")
    func atLimitRefusesNewScreens() throws {
        let decoded = try JSONDecoder().decode(StackState.self, from: json(nextID: Self.limit))
        var pushedThere = try JSONDecoder().decode(StackState.self, from: json(nextID: Self.limit - 1))
        try pushedThere.perform(.push(.detail(1)))
        let restored = StackState.restore(
            from: try decoded.archived(schemaVersion: 1), schemaVersion: 1, fallback: StackState(root: .home)
        ).state
        for state in [decoded, pushedThere, restored] {
            for action: NavigationAction<TestRoute, Never> in [
                .push(.list), .present(.picker, .sheet()), .setRoot(.settings), .replaceStack(path: [.list]),
            ] {
                var changed = state
                #expect(throws: NavigationError.identityLimitReached) { try changed.perform(action) }
                #expect(changed == state)
            }
            var popped = state
            if state.canPop { try popped.perform(.pop()) }
            #expect(
                try StackState.restore(
                    from: popped.archived(schemaVersion: 1), schemaVersion: 1, fallback: StackState(root: .home)
                ).state == popped)
        }
    }

    @Test("a replaced stack that needs more identities than are left is refused whole")
    func replaceStackBeyondLimit() throws {
        var state = try JSONDecoder().decode(StackState.self, from: json(nextID: Self.limit - 2))
        let before = state
        #expect(throws: NavigationError.identityLimitReached) {
            try state.perform(.replaceStack(path: [.list, .detail(1), .settings]))
        }
        #expect(state == before)
        try state.perform(.replaceStack(path: [.list]))
        #expect(state.topStack.entries.map(\.id.rawValue) == [0, Self.limit - 2])
    }

    @Test(
        "a navigator that adopts or is handed a state at the limit keeps unique identities and reports refused pushes")
    func navigatorAtLimit() throws {
        let state = try JSONDecoder().decode(StackState.self, from: json(nextID: Self.limit))
        let navigator = Navigator(root: TestRoute.home)
        navigator.push(.detail(1))
        #expect(navigator.perform(.adopt(state)))
        #expect(navigator.perform(.replaceState(state)))
        #expect(!navigator.perform(.push(.settings)))
        let ids = navigator.state.entries.map(\.id)
        #expect(Set(ids).count == ids.count)
        #expect(ids.allSatisfy { $0.rawValue < Self.limit })
    }

    /// An archive of a sheet over a three-screen stack whose last screen took the
    /// identity before `nextID`.
    private func archive(nextID: UInt64) throws -> Data {
        var state = try JSONDecoder().decode(StackState.self, from: json(nextID: nextID - 3))
        try state.perform(.push(.list))
        try state.perform(.push(.detail(1)))
        try state.perform(.present(.picker, .sheet()))
        return try state.archived(schemaVersion: 1)
    }

    @Test(
        "a navigator restoring an archive that used over half the identities renumbers its screens and can navigate",
        arguments: [UInt64(1) << 62, (UInt64(1) << 62) - 1, (UInt64(1) << 61) + 4])
    func navigatorRestoreMakesRoom(nextID: UInt64) throws {
        let data = try archive(nextID: nextID)
        let saved = StackState.restore(from: data, schemaVersion: 1, fallback: StackState(root: .home))
        #expect(saved.state.entries.map(\.id.rawValue) == [0, nextID - 3, nextID - 2, nextID - 1])

        let navigator = Navigator(root: TestRoute.home)
        let report = navigator.restore(from: data, schemaVersion: 1, fallback: StackState(root: .home))
        #expect(report.outcome == .repaired)
        #expect(report.issues == [.identitiesRenumbered(count: 4)])
        #expect(navigator.state.entries.map(\.route) == saved.state.entries.map(\.route))
        #expect(navigator.state.entries.map(\.id.rawValue) == [0, 1, 2, 3])
        #expect(navigator.perform(.push(.settings)))
        #expect(navigator.state.topStack.top.route == .settings)
    }

    @Test("an archive with room keeps its identities when a navigator restores it")
    func navigatorRestoreKeepsIdentitiesWithRoom() throws {
        let data = try archive(nextID: Self.limit / 2)
        let navigator = Navigator(root: TestRoute.home)
        let report = navigator.restore(from: data, schemaVersion: 1, fallback: StackState(root: .home))
        #expect(report.outcome == .restored)
        #expect(report.issues.isEmpty)
        #expect(navigator.state.entries.last?.id.rawValue == Self.limit / 2 - 1)
        #expect(navigator.perform(.push(.settings)))
        #expect(navigator.state.topStack.top.id.rawValue == Self.limit / 2)
    }
}
