import Foundation
import ModularNavigation
import Testing

@Suite("A split view inside a tab: saving and restoring")
struct TabSplitPersistenceTests {
    /// The home tab's split view with an item selected, a path in its detail and a
    /// sheet over it; a path in the search tab.
    static var saved: TabState {
        var state = TabState.splitInHome()
        Fixtures.perform(
            &state, .push(.settings), .selectSidebar(.list, in: .home), .push(.detail(1)), .selectTab(.search),
            .push(.picker), .selectTab(.home), .present(.picker, .sheet()))
        return state
    }

    private static func restore(_ archive: String, fallback: TabState = .splitInHome()) -> RestoreReport<
        TestRoute, TestTab
    > {
        TabState.restore(from: Data(archive.utf8), schemaVersion: Fixtures.schema, fallback: fallback)
    }

    @Test("a tab's split view with a detail path and a sheet restores whole, and writes the same bytes again")
    func restoresWhole() throws {
        let state = Self.saved
        let archive = Fixtures.json(state)
        #expect(archive.contains(#""split":{"detail":"#))
        let result = Self.restore(archive)
        #expect(result.outcome == .restored)
        #expect(result.issues.isEmpty)
        #expect(result.state == state)
        #expect(Fixtures.json(result.state) == archive)
    }

    @Test("today's archive writes a tab's split view as two lists per stack and restores it whole")
    func todaysFormatRestoresWhole() throws {
        let state = Self.saved
        let data = try state.archived(schemaVersion: Fixtures.schema)
        let text = String(decoding: data, as: UTF8.self)
        #expect(text.contains(#""formatVersion":5"#))
        #expect(text.contains(#""split":{"detail":{"ids":"#))
        let result = TabState.restore(from: data, schemaVersion: Fixtures.schema, fallback: .splitInHome())
        #expect(result.outcome == .restored)
        #expect(result.issues.isEmpty)
        #expect(result.state == state)
        #expect(try result.state.archived(schemaVersion: Fixtures.schema) == data)
    }

    @Test(
        "an archive of tabs written before a tab held a split view restores; that tab starts with the fallback's split view"
    )
    func olderArchiveRestores() throws {
        let result = Self.restore(Fixtures.json(Fixtures.tabs))
        #expect(result.outcome == .repaired)
        #expect(result.issues == [.tabLayoutChanged(.home), .presentationsDropped(count: 2)])
        #expect(result.state.split(in: .home)?.sidebar.root.route == .home)
        #expect(result.state.split(in: .home)?.selection == nil)
        #expect(result.state.stack(at: .tab(.search))?.path.map(\.route) == [.detail(2)])
    }

    @Test("a tab saved with a split view restores into an app whose tab has one stack with the fallback's stack")
    func splitIntoAStackTab() throws {
        let result = Self.restore(Fixtures.json(Self.saved), fallback: Fixtures.tabFallback)
        #expect(result.issues == [.tabLayoutChanged(.home), .presentationsDropped(count: 1)])
        #expect(result.state.split(in: .home) == nil)
        #expect(result.state.stack(at: .tab(.search))?.path.map(\.route) == [.picker])
    }

    @Test("a tab's selection that no longer decodes clears it with the detail and drops the sheet over it")
    func selectionUndecodable() throws {
        let archive = Fixtures.json(Self.saved).edited(JSON.list, JSON.gone)
        let result = Self.restore(archive)
        #expect(result.issues == [.tabSelectionUndecodable(.home), .presentationsDropped(count: 1)])
        #expect(result.state.split(in: .home)?.selection == nil)
        #expect(result.state.stack(at: .tabDetail(.home)) == nil)
        #expect(result.state.stack(at: .tab(.home))?.path.map(\.route) == [.settings])
    }

    @Test("a tab's split view whose parts contradict each other costs that tab alone, never a trap")
    func contradictionCostsTheTab() throws {
        let archive = Fixtures.json(Self.saved).edited(#""selection":{"list":{}},"#, "")
        let result = Self.restore(archive)
        #expect(result.issues == [.corruptStack(location: .tab(.home), index: 0), .presentationsDropped(count: 1)])
        #expect(result.state.split(in: .home)?.selection == nil)
        #expect(result.state.split(in: .home)?.sidebar.path.isEmpty == true)
        #expect(result.state.stack(at: .tab(.search))?.path.map(\.route) == [.picker])
    }

    @Test("randomly damaged archives of a tab's split view never trap and restore a usable state")
    func damagedArchivesRestoreUsable() throws {
        var generator = SeededRandom(seed: 0x7AB5)
        let replacements = [
            "null", "0", "-1", "\"x\"", "[]", "{}", "true", #"{"gone":{}}"#, #"{"list":{}}"#,
            #"{"id":0,"route":{"home":{}}}"#,
        ]
        for _ in 0..<500 {
            var saved = TabState.splitInHome(threeColumns: Bool.random(using: &generator))
            for _ in 0..<Int.random(in: 0..<12, using: &generator) {
                let route = TestRoute.random(using: &generator)
                let actions: [NavigationAction<TestRoute, TestTab>] = [
                    .push(route), .selectSidebar(route, in: .home), .selectContent(route, in: .home),
                    .present(route, .sheet()), .selectTab(.search), .selectTab(.home),
                ]
                _ = try? saved.perform(actions.randomElement(using: &generator) ?? .popToRoot)
            }
            var json = Fixtures.json(saved)
            guard ArchiveDamage.replaceValue(in: &json, with: replacements, using: &generator) else { continue }
            let result = Self.restore(json)
            try expectUsable(result.state)
            #expect((result.outcome == .restored) == result.issues.isEmpty)
        }
    }
}
