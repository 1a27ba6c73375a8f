import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

/// Which screen presented a layer is one rule (`presenterLocation(ofLevel:)`): a sheet
/// the stack beside an inspector presents is that stack's, for the navigator's finish, the
/// log's step and the route map's transition alike, never the inspector's.
@MainActor
@Suite("The one presenter rule, read by the log, the map and a finish")
struct PresenterRuleTests {
    /// The catalog's item with an inspector open beside it, and a sheet it presents over that.
    private func sheetBesideInspector(
        _ navigator: Navigator<MarketRoute, MarketTab>
    ) async -> (item: EntryID, sheet: NavigationWork<NavigationResult<Int>>) {
        navigator.push(.catalog(.item(id: 3)))
        let item = navigator.current.topStack.top.id
        navigator.present(.cart(.payment(5)), style: .inspector())
        let client = navigator.client(for: item)
        let sheet = await navigator.start {
            await client.navigate(to: .catalog(.picker), mode: .sheet(), expecting: Int.self)
        }
        #expect(navigator.current.presentations.map(\.style.kind) == [.inspector, .sheet])
        return (item, sheet)
    }

    @Test("a logged sheet beside an inspector names the screen beside it as its presenter, and replays")
    func logged() async throws {
        let navigator = try marketNavigator()
        var text = ""
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1) { text += $0 }
        let (item, _) = await sheetBesideInspector(navigator)
        writer.stop()

        let log = try NavigationLog<MarketRoute, MarketTab>(
            jsonLines: text, schemaVersion: 1, fallback: try marketNavigator().current)
        let presenters = log.changes.flatMap(\.steps).compactMap { step -> EntryID? in
            if case .present(.catalog(.picker), _, _, let from) = step { return from }
            return nil
        }
        #expect(presenters == [item])
        let replayed = try marketNavigator()
        #expect(NavigationReplay.replay(log, on: replayed) == nil)
        #expect(replayed.current.treeDescription == navigator.current.treeDescription)
    }

    @Test("the route map draws the sheet from the screen beside the inspector")
    func mapped() async throws {
        let navigator = try marketNavigator()
        let coverage = NavigationCoverage(map: try MarketLinks.map())
        coverage.attach(navigator)
        _ = await sheetBesideInspector(navigator)

        let into = coverage.map.sortedTransitions.filter { $0.to == ScreenKind("catalog.picker") }
        #expect(
            into == [
                RouteMap.Transition(
                    from: ScreenKind("catalog.item"), to: ScreenKind("catalog.picker"), mode: .presented(.sheet))
            ])
    }

    @Test("a finish in the sheet hands its value to the screen beside the inspector and leaves the inspector up")
    func finished() async throws {
        let navigator = try marketNavigator()
        let (_, sheet) = await sheetBesideInspector(navigator)
        let sheetRoot = navigator.current.presentations[1].stack.root.id

        #expect(navigator.client(for: sheetRoot).finish(with: 8) == .delivered)
        #expect(await sheet.value == .finished(8))
        #expect(navigator.current.presentations.map(\.style.kind) == [.inspector])
    }
}
