import Foundation
import ModularNavigation
import Testing

/// A stack's identities written as runs (formats 5 and 6, and the state's `Codable` form):
/// states round-trip whole, plain lists still read, and hostile runs cost what missing
/// identities cost, without expanding or trapping.
@Suite("Persistence: identities written as runs")
struct PersistenceIdentityRunsTests {
    /// Tabs whose stacks hold consecutive identities after a gap, gapped ones and
    /// descending ones, under a sheet of consecutive ones, as plain lists.
    private static let mixedJSON =
        #"{"base":{"tabs":{"_0":{"items":[{"stack":{"ids":[0,3,4,5,6],"routes":[{"home":{}},{"list":{}},{"detail":{"_0":1}},{"detail":{"_0":2}},{"settings":{}}]},"tab":"home"},{"stack":{"ids":[1,9,12,14],"routes":[{"home":{}},{"list":{}},{"picker":{}},{"detail":{"_0":3}}]},"tab":"search"},{"stack":{"ids":[13,11,10],"routes":[{"home":{}},{"list":{}},{"picker":{}}]},"tab":"profile"}],"selectedIndex":0}}},"nextID":18,"presentations":[{"stack":{"ids":[15,16,17],"routes":[{"settings":{}},{"list":{}},{"picker":{}}]},"style":{"sheet":{"_0":{"detents":[],"dragIndicator":"automatic","interactiveDismissDisabled":false}}}}]}"#

    private static let threeRoutes = #"[{"home":{}},{"list":{}},{"detail":{"_0":1}}]"#

    private static func archive(ids: String, format: Int = 5, nextID: Int = 3) -> Data {
        let state = JSON.state(nextID: nextID, stack: #"{"ids":\#(ids),"routes":\#(threeRoutes)}"#)
        return Data(JSON.envelope(state, format: format).utf8)
    }

    private static func decoded(ids: String) throws -> StackState {
        let json = #"{"base":{"stack":{"_0":{"ids":\#(ids),"routes":\#(threeRoutes)}}},"presentations":[],"nextID":3}"#
        return try JSONDecoder().decode(StackState.self, from: Data(json.utf8))
    }

    @Test("consecutive, gapped and descending identities round-trip whole, written as runs")
    func mixedRoundTrip() throws {
        let state = try JSONDecoder().decode(TabState.self, from: Data(Self.mixedJSON.utf8))
        #expect(state.stack(at: .tab(.profile))?.entries.map(\.id.rawValue) == [13, 11, 10])

        let data = try state.archived(schemaVersion: 1)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.hasPrefix(#"{"formatVersion":5,"#))
        for ids in ["[0,3,-3]", "[1,9,12,14]", "[13,11,10]", "[15,-2]"] {
            #expect(text.contains(#""ids":\#(ids),"#), "\(ids)")
        }
        let restored = TabState.restore(from: data, schemaVersion: 1, fallback: Fixtures.tabFallback)
        #expect(restored.outcome == .restored)
        #expect(restored.issues.isEmpty)
        #expect(restored.state == state)
        #expect(restored.state.entries.map(\.id) == state.entries.map(\.id))

        let decoded = try JSONDecoder().decode(TabState.self, from: JSONEncoder().encode(state))
        #expect(decoded == state)
        #expect(decoded.entries.map(\.id) == state.entries.map(\.id))
    }

    @Test("the identities of a stack of 50 consecutive screens are written as two numbers")
    func deepStackIsTwoNumbers() throws {
        var state = StackState(root: .home)
        for index in 1..<50 { Fixtures.perform(&state, .push(.detail(index))) }
        let text = String(decoding: try state.archived(schemaVersion: 1), as: UTF8.self)
        #expect(text.contains(#""stack":{"ids":[0,-49],"#))
        #expect(
            StackState.restore(from: Data(text.utf8), schemaVersion: 1, fallback: Fixtures.stackFallback).state == state
        )
    }

    @Test("a stack's identities 5, 6, 7, 8, 20 are written [5,-3,20]; one beyond Int64 is refused, not trapped")
    func writtenForm() throws {
        let stack = NavigationStackState(
            root: NavigationEntry(id: EntryID(rawValue: 5), route: TestRoute.home),
            path: [6, 7, 8, 20].map { NavigationEntry(id: EntryID(rawValue: $0), route: TestRoute.list) })
        let text = String(decoding: try JSONEncoder().encode(stack), as: UTF8.self)
        #expect(text.contains(#""ids":[5,-3,20]"#))
        #expect(try JSONDecoder().decode(NavigationStackState<TestRoute>.self, from: Data(text.utf8)) == stack)

        let beyond = NavigationStackState(root: NavigationEntry(id: EntryID(rawValue: .max), route: TestRoute.home))
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(beyond) }
    }

    @Test("format-3 and format-4 archives, one identity per screen, restore with their identities")
    func plainListsRestore() throws {
        let stack = StackState.restore(
            from: Self.archive(ids: "[0,4,7]", format: 3, nextID: 8), schemaVersion: 1,
            fallback: Fixtures.stackFallback)
        #expect(stack.outcome == .restored)
        #expect(stack.state.topStack.entries.map(\.id.rawValue) == [0, 4, 7])

        let split = SplitJSON.split(
            sidebar: #"{"ids":[0],"routes":[{"list":{}}]}"#, selection: #"{"detail":{"_0":1}}"#,
            detail: #"{"ids":[1,2,3],"routes":[{"detail":{"_0":1}},{"settings":{}},{"picker":{}}]}"#)
        let archive = JSON.envelope(SplitJSON.state(nextID: 4, split: split), format: 4)
        let restored = SplitState.restore(from: Data(archive.utf8), schemaVersion: 1, fallback: SplitFixtures.fallback)
        #expect(restored.outcome == .restored)
        #expect(restored.state.entries.map(\.id.rawValue) == [0, 1, 2, 3])
    }

    /// Runs that are malformed: an identity beyond Int64, a run passing Int64.max, a
    /// negative first or right after another, a number that is not an integer.
    private static let malformed = [
        "[5,-9223372036854775807]", "[-9223372036854775808,0]", "[-1,0,1]", "[0,-1,-1]",
        "[9223372036854775806,-2]", "[18446744073709551615,-1]", "[0,1.5,2]", #""0,-2""#,
    ]

    @Test("a malformed list restores every screen with a new identity, reported as a missing one")
    func malformedRestores() {
        for ids in Self.malformed {
            let result = StackState.restore(
                from: Self.archive(ids: ids), schemaVersion: 1, fallback: Fixtures.stackFallback)
            #expect(result.state.topStack.entries.map(\.route) == [.home, .list, .detail(1)], "\(ids)")
            for index in 0..<3 {
                #expect(result.issues.contains(.invalidIdentity(location: .main, index: index)), "\(ids)")
            }
            #expect(Set(result.state.entries.map(\.id)).count == 3, "\(ids)")
        }
    }

    @Test("a run past the identity limit renumbers the screens beyond it, as a plain list does")
    func pastTheLimit() {
        let result = StackState.restore(
            from: Self.archive(ids: "[4611686018427387903,-2]"), schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(result.state.topStack.entries.map(\.route) == [.home, .list, .detail(1)])
        #expect(result.issues.contains(.invalidIdentity(location: .main, index: 1)))
        #expect(result.issues.contains(.invalidIdentity(location: .main, index: 2)))
        let ids = result.state.entries.map(\.id.rawValue)
        #expect(Set(ids).count == 3 && ids.allSatisfy { $0 < 1 << 62 })
    }

    @Test("a run longer or shorter than the routes: read as far as the routes go, as a plain list is")
    func runAndRoutesDiffer() {
        let longer = StackState.restore(
            from: Self.archive(ids: "[0,-9223372036854775807]"), schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(longer.state.topStack.entries.map(\.id.rawValue) == [0, 1, 2])
        #expect(!longer.issues.contains { if case .invalidIdentity = $0 { true } else { false } })
        let shorter = StackState.restore(
            from: Self.archive(ids: "[0,-1]"), schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(shorter.issues == [.invalidIdentity(location: .main, index: 2)])
    }

    @Test("the state's Codable form refuses malformed runs, runs past the limit, and runs not one per route")
    func strictDecoderRefuses() throws {
        for ids in Self.malformed + ["[4611686018427387903,-2]", "[0,-9223372036854775807]", "[0,-1]", "[0,-3]"] {
            #expect(throws: DecodingError.self, "\(ids)") { try Self.decoded(ids: ids) }
        }
        #expect(try Self.decoded(ids: "[0,-2]").entries.map(\.id.rawValue) == [0, 1, 2])
        #expect(try Self.decoded(ids: "[0,1,2]") == Self.decoded(ids: "[0,-2]"))
    }
}
