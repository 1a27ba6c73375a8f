import Foundation
import ModularNavigation
import Testing

@Suite("Persistence: archives of every layout version restore")
struct PersistenceLayoutTests {
    @Test("Archives of random states, written as formats 1 and 5, restore whole")
    func randomStates() throws {
        var generator = SeededRandom(seed: 99)
        for _ in 0..<300 {
            let state = TabState.random(steps: Int.random(in: 0..<40, using: &generator), using: &generator)
            let schema = Int.random(in: -3...12, using: &generator)
            for data in [
                try state.archived(schemaVersion: schema), try ReferenceArchive.data(state, schemaVersion: schema),
            ] {
                let result = TabState.restore(from: data, schemaVersion: schema, fallback: Fixtures.tabFallback)
                #expect(result.outcome == .restored)
                #expect(result.state == state)
            }
        }
        let texts = NavigationState<TextRoute, Never>(
            root: .note(#"a"]},{"b\"#), path: [.note(#"\\"}"#), .nested([["[[", "}}"], []]), .note("😀 é /")])
        for data in [try texts.archived(schemaVersion: 1), try ReferenceArchive.data(texts, schemaVersion: 1)] {
            let result = NavigationState.restore(
                from: data, schemaVersion: 1, fallback: NavigationState(root: TextRoute.note("")))
            #expect(result.state == texts)
        }
    }

    @Test("A stack is written as its identities, in runs, and its routes, root first")
    func stackAsTwoLists() throws {
        let state = NavigationState<TestRoute, Never>(root: .home, path: [.list, .detail(1)])
        let text = String(decoding: try state.archived(schemaVersion: 1), as: UTF8.self)
        #expect(
            text
                == #"{"formatVersion":5,"schemaVersion":1,"state":{"nextID":3,"presentations":[],"stack":{"ids":[0,-2],"routes":[{"home":{}},{"list":{}},{"detail":{"_0":1}}]}}}"#
        )
    }
}
