import Foundation
import ModularNavigation
import Testing

/// Damage in the layout of formats 3 and 4, where a stack is two lists: it costs what
/// the same damage costs in an object per screen.
@Suite("Persistence: damaged stacks written as two lists")
struct PersistenceTwoListsTests {
    private static func restore(stack: String) -> RestoreReport<TestRoute, Never> {
        let archive =
            #"{"formatVersion":3,"schemaVersion":\#(Fixtures.schema),"state":{"nextID":3,"presentations":[],"stack":\#(stack)}}"#
        return NavigationState.restore(
            from: Data(archive.utf8), schemaVersion: Fixtures.schema, fallback: Fixtures.stackFallback)
    }

    @Test("a whole stack restores with its identities")
    func whole() {
        let result = Self.restore(stack: #"{"ids":[0,1,2],"routes":[{"home":{}},{"list":{}},{"detail":{"_0":1}}]}"#)
        #expect(result.outcome == .restored)
        #expect(result.state == NavigationState(root: .home, path: [.list, .detail(1)]))
    }

    @Test("a route that no longer decodes costs its screen and those above it")
    func undecodableRoute() {
        let result = Self.restore(stack: #"{"ids":[0,1,2],"routes":[{"home":{}},{"gone":{}},{"detail":{"_0":1}}]}"#)
        #expect(result.issues.contains(.routeUndecodable(location: .main, index: 1)))
        #expect(result.state.topStack.entries.map(\.route) == [.home])
    }

    @Test("identities that are not a list of numbers, or malformed runs, are replaced, every screen kept")
    func unreadableIdentities() {
        for ids in [#""x""#, "[-1,0]", "[0,1.5]", "null", "{}"] {
            let result = Self.restore(stack: #"{"ids":\#(ids),"routes":[{"home":{}},{"list":{}}]}"#)
            #expect(result.state.topStack.entries.map(\.route) == [.home, .list], "\(ids)")
            #expect(result.issues.contains(.invalidIdentity(location: .main, index: 0)), "\(ids)")
            #expect(result.issues.contains(.invalidIdentity(location: .main, index: 1)), "\(ids)")
        }
    }

    @Test("fewer identities than routes: the screens without one get a new one")
    func fewerIdentities() {
        let result = Self.restore(stack: #"{"ids":[0],"routes":[{"home":{}},{"list":{}}]}"#)
        #expect(result.state.topStack.entries.map(\.route) == [.home, .list])
        #expect(result.issues.contains(.invalidIdentity(location: .main, index: 1)))
        #expect(!result.issues.contains(.invalidIdentity(location: .main, index: 0)))
    }

    @Test("routes missing, empty or not a list: the stack is corrupt and the fallback shows")
    func corruptRoutes() {
        for stack in [#"{"ids":[0]}"#, #"{"ids":[0],"routes":[]}"#, #"{"ids":[0],"routes":{"home":{}}}"#] {
            let result = Self.restore(stack: stack)
            #expect(result.outcome == .fallback, "\(stack)")
            #expect(result.state == Fixtures.stackFallback, "\(stack)")
        }
    }
}
