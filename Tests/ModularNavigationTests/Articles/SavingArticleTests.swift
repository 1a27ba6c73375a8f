import Foundation
import ModularNavigation
import Testing

// Code quoted by the Saving and restoring article: library API only, on a route of its own.

private enum ReaderRoute: Hashable, Sendable, Codable {
    case shelves
    case shelf(Int)
    case book(Int)
    case promotions
}

@Suite("the Saving and restoring article")
struct SavingArticleTests {
    @Test("a split view saved under an older schema migrates, and a retired sidebar item clears the selection")
    func splitMigration() throws {
        var state = NavigationState<ReaderRoute, Never>(sidebar: .shelves, selection: .promotions)
        try state.perform(.push(.book(3)))
        let saved = try state.archived(schemaVersion: 1)
        let fallback = NavigationState<ReaderRoute, Never>(sidebar: .shelves)

        let migration = RouteMigration<ReaderRoute> { decoder, _ in
            let route = try decoder.singleValueContainer().decode(ReaderRoute.self)
            return route == .promotions ? nil : route
        }
        let result = NavigationState.restore(
            from: saved, schemaVersion: 2, fallback: fallback, migration: migration)
        #expect(result.issues == [.selectionUndecodable])
        #expect(result.state.split?.sidebar.root.route == .shelves)
        #expect(result.state.split?.selection == nil)
        #expect(result.state.split?.detail == nil)
        #expect(result.outcome == .repaired)
    }
}
