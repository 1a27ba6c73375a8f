import Foundation
import ModularNavigation
import Testing

@Suite("Persistence: archive and restore")
struct PersistenceRoundTripTests {
    @Test("An app without tabs restores exactly what it saved")
    func stackRoundTrip() throws {
        let saved = Fixtures.stack
        let result = NavigationState.restore(
            from: try saved.archived(schemaVersion: 4), schemaVersion: 4, fallback: Fixtures.stackFallback)
        #expect(result.state == saved)
        #expect(result.issues.isEmpty)
        #expect(result.outcome == .restored)
        #expect(result.isComplete)
        #expect(result.savedSchemaVersion == 4)
    }

    @Test("Tabs, a sheet with options and a cover restore exactly")
    func tabsRoundTrip() throws {
        let saved = Fixtures.tabs
        let result = NavigationState.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: Fixtures.tabFallback)
        #expect(result.state == saved)
        #expect(result.state.treeDescription == saved.treeDescription)
        #expect(result.issues.isEmpty)
        #expect(result.outcome == .restored)
    }

    @Test("Every kind of sheet option survives the round trip")
    func sheetOptionsRoundTrip() throws {
        var saved = StackState(root: .home)
        let styles: [PresentationStyle] = [
            .sheet(),
            .sheet(SheetOptions(detents: [.fraction(0.25), .height(320.5), .medium, .large])),
            .sheet(SheetOptions(dragIndicator: .hidden, interactiveDismissDisabled: true)),
            .fullScreenCover,
            .sheet(SheetOptions(detents: [.fraction(1.0 / 3)], dragIndicator: .visible)),
        ]
        for (index, style) in styles.enumerated() {
            Fixtures.perform(&saved, .present(.detail(index), style), .push(.list))
        }
        let result = NavigationState.restore(
            from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: Fixtures.stackFallback)
        #expect(result.state == saved)
        #expect(result.state.presentations.map(\.style) == styles)
    }

    @Test("Encode then decode gives an equal state, for 300 random states (invariant 4)")
    func randomStatesRoundTrip() throws {
        var generator = SeededRandom(seed: 0x5EED)
        for _ in 0..<300 {
            let saved = TabState.random(steps: Int.random(in: 0..<60, using: &generator), using: &generator)
            let result = NavigationState.restore(
                from: try saved.archived(schemaVersion: 1), schemaVersion: 1, fallback: Fixtures.tabFallback)
            #expect(result.state == saved, "\(saved.treeDescription)")
            #expect(result.issues.isEmpty)
        }
    }

    @Test("Equal states give equal bytes, and the envelope names both versions")
    func envelopeIsDeterministic() throws {
        let first = try Fixtures.tabs.archived(schemaVersion: 12)
        let second = try Fixtures.tabs.archived(schemaVersion: 12)
        #expect(first == second)
        let object = try #require(try JSONSerialization.jsonObject(with: first) as? [String: Any])
        // Tabs and single stacks are format 5; split views are format 6.
        #expect(object["formatVersion"] as? Int == 5)
        #expect(object["schemaVersion"] as? Int == 12)
        #expect(object["state"] is [String: Any])
    }

    @Test("No saved data gives the fallback with no issues")
    func nothingSaved() {
        let result = TabState.restore(from: nil, schemaVersion: 1, fallback: Fixtures.tabFallback)
        #expect(result.state == Fixtures.tabFallback)
        #expect(result.issues.isEmpty)
        #expect(result.outcome == .fallback)
        #expect(result.savedSchemaVersion == nil)
    }

    @Test("A restored state is not changed by the fallback when nothing is lost")
    func fallbackOnlyFillsGaps() throws {
        var fallback = TabState.threeTabs(selected: .profile)
        Fixtures.perform(&fallback, .push(.settings))
        let result = NavigationState.restore(
            from: try Fixtures.tabs.archived(schemaVersion: 1), schemaVersion: 1, fallback: fallback)
        #expect(result.state == Fixtures.tabs)
    }
}

@MainActor
@Suite("Persistence: handing a restored state to a navigator")
struct PersistenceNavigatorTests {
    @Test("A navigator started from a restored state shows it and keeps growing identities")
    func navigatorFromRestoredState() throws {
        let data = try Fixtures.tabs.archived(schemaVersion: 1)
        let result = TabState.restore(from: data, schemaVersion: 1, fallback: Fixtures.tabFallback)
        let navigator = Navigator(result.state)
        #expect(navigator.state == Fixtures.tabs)
        navigator.push(.list)
        #expect(navigator.state.topStack.top.id == EntryID(rawValue: 9))
        let saved = try navigator.state.archived(schemaVersion: 1)
        let again = TabState.restore(from: saved, schemaVersion: 1, fallback: Fixtures.tabFallback)
        #expect(again.state == navigator.state)
    }
}
