import Foundation
import ModularNavigation
import Testing

/// One saved state of the corpus and exactly what restoring it must give.
struct RestoreCase<Tab: Hashable & Sendable & Codable>: Sendable, CustomTestStringConvertible {
    var name: String
    var data: Data
    var fallback: NavigationState<TestRoute, Tab>
    /// The expected restored state, as a tree.
    var tree: String
    var issues: [RestoreIssue<Tab>]
    var outcome: RestoreReport<TestRoute, Tab>.Outcome
    /// Where the case is defined, so a failure points at its expectations.
    var sourceLocation: SourceLocation

    var testDescription: String { name }

    /// A case whose archive cannot be used: the result is the fallback itself.
    static func fellBack(
        _ name: String,
        _ json: String,
        fallback: NavigationState<TestRoute, Tab>,
        _ issues: [RestoreIssue<Tab>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        RestoreCase(
            name: name, data: Data(json.utf8), fallback: fallback, tree: fallback.treeDescription, issues: issues,
            outcome: .fallback, sourceLocation: sourceLocation)
    }

    /// A case that restores part (or, without issues, all) of the saved state.
    static func restored(
        _ name: String,
        _ json: String,
        fallback: NavigationState<TestRoute, Tab>,
        tree: String,
        _ issues: [RestoreIssue<Tab>],
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Self {
        RestoreCase(
            name: name, data: Data(json.utf8), fallback: fallback, tree: tree, issues: issues,
            outcome: issues.isEmpty ? .restored : .repaired, sourceLocation: sourceLocation)
    }

    /// Restores the case and checks the state, issues and outcome, and that the state
    /// keeps its promises.
    func check() throws {
        let result = NavigationState.restore(from: data, schemaVersion: Fixtures.schema, fallback: fallback)
        #expect(result.state.treeDescription == tree, sourceLocation: sourceLocation)
        #expect(result.issues == issues, sourceLocation: sourceLocation)
        #expect(result.outcome == outcome, sourceLocation: sourceLocation)
        if outcome == .fallback {
            #expect(result.state == fallback, sourceLocation: sourceLocation)
        }
        try expectUsable(result.state, sourceLocation: sourceLocation)
    }
}

/// Checks that a restored state keeps every promise of the state type, that archiving
/// it again restores it unchanged, and that new screens get fresh identities.
func expectUsable<Tab: Hashable & Sendable & Codable>(
    _ state: NavigationState<TestRoute, Tab>,
    sourceLocation: SourceLocation = #_sourceLocation
) throws {
    // The strict decoder rejects repeated identities, an identity at or above the next
    // one, and invalid tabs.
    let strict = try JSONDecoder().decode(
        NavigationState<TestRoute, Tab>.self, from: JSONEncoder().encode(state))
    #expect(strict == state, sourceLocation: sourceLocation)

    let again = NavigationState.restore(
        from: try state.archived(schemaVersion: Fixtures.schema), schemaVersion: Fixtures.schema, fallback: state)
    #expect(again.state == state, sourceLocation: sourceLocation)
    #expect(again.issues.isEmpty, sourceLocation: sourceLocation)

    var grown = state
    try grown.perform(.push(.list))
    let ids = grown.entries.map(\.id)
    #expect(Set(ids).count == ids.count, sourceLocation: sourceLocation)
}
