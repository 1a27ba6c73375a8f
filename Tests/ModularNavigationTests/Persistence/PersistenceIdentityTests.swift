import Foundation
import ModularNavigation
import Testing

@Suite("Persistence: identities after a restore")
struct PersistenceIdentityTests {
    @Test("New screens after a restore get identities the restored ones never had")
    func newScreensNeverCollide() throws {
        let saved = Fixtures.tabs
        var restored = NavigationState.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: Fixtures.tabFallback
        ).state
        let before = Set(restored.entries.map(\.id))
        let events = try restored.perform(.push(.list))
        guard case .pushed(let entry, _) = events.first else {
            Issue.record("expected a push event, got \(events)")
            return
        }
        #expect(!before.contains(entry.id))
        #expect(entry.id == EntryID(rawValue: 9))
    }

    @Test("A next identity below the saved ones is raised above all of them")
    func nextIdentityRaised() throws {
        let json = JSON.envelope(
            JSON.state(nextID: 1, stack: JSON.stack(JSON.entry(40, JSON.home), [JSON.entry(7, JSON.list)])))
        let result = StackState.restore(from: Data(json.utf8), schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(result.issues == [.invalidNextID(found: 1)])
        var state = result.state
        let events = try state.perform(.push(.settings))
        guard case .pushed(let entry, _) = events.first else {
            Issue.record("expected a push event, got \(events)")
            return
        }
        #expect(entry.id == EntryID(rawValue: 41))
    }

    @Test("Repeated identities are repaired: both screens stay and each can be addressed")
    func duplicatesRepaired() throws {
        let json = JSON.envelope(
            JSON.state(
                nextID: 3,
                stack: JSON.stack(JSON.entry(0, JSON.home), [JSON.entry(2, JSON.list), JSON.entry(2, JSON.detail(5))])
            ))
        let result = StackState.restore(from: Data(json.utf8), schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(result.issues == [.duplicateIdentity(EntryID(rawValue: 2))])
        #expect(result.state.treeDescription == tree("main", "  #0 home", "  #2 list", "  #3 detail(5)"))
        var state = result.state
        try state.perform(.popTo(EntryID(rawValue: 2)))
        #expect(state.treeDescription == tree("main", "  #0 home", "  #2 list"))
    }

    @Test("Screens taken from the fallback get identities above every restored one")
    func fallbackScreensGetFreshIdentities() throws {
        var fallback = TabState.threeTabs()
        Fixtures.perform(&fallback, .selectTab(.profile), .push(.settings), .selectTab(.home))
        let saved = try TabState(tabs: [.home], selectedTab: .home) { _ in .list }
        let result = NavigationState.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        #expect(result.issues == [.tabAdded(.search), .tabAdded(.profile)])
        #expect(
            result.state.treeDescription
                == tree(
                    "tab home (selected)", "  #0 list", "tab search", "  #1 home", "tab profile", "  #2 home",
                    "  #3 settings"))
        try expectUsable(result.state)
    }
}
