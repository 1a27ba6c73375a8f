import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

/// An observer that navigates while it hears a change makes a second change before the
/// observers after it have heard the first: the log writer and coverage, listening
/// after it, must still record two changes, in order, each with the state it left.
@Suite("Recording a change an observer makes while it hears another")
@MainActor
struct ReentrantCommitTests {
    /// A market navigator whose first observer pushes help whenever an item is pushed.
    private func navigatorAddingHelp() throws -> Navigator<MarketRoute, MarketTab> {
        let navigator = try marketNavigator()
        navigator.addEventObserver { [weak navigator] event in
            guard let navigator, case .pushed(let entry, _) = event, case .catalog(.item) = entry.route else { return }
            navigator.push(.help)
        }
        return navigator
    }

    @Test("the log writer writes an observer's change as its own line, after the change it heard")
    func writerKeepsBothChanges() throws {
        let navigator = try navigatorAddingHelp()
        var lines: [String] = []
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1, checkpointInterval: 1) { lines.append($0) }
        navigator.push(.catalog(.item(id: 4)))
        writer.stop()

        let log = try NavigationLog<MarketRoute, MarketTab>(
            jsonLines: lines.joined(), schemaVersion: 1,
            fallback: NavigationState(selectedTab: .catalog, root: MarketRoute.root(of:)))
        #expect(
            log.changes.map(\.steps) == [
                [.push(.catalog(.item(id: 4)), onto: EntryID(rawValue: 0))],
                [.push(.help, onto: EntryID(rawValue: 2))],
            ])
        // Each checkpoint holds the tree its own change left, which the replay checks.
        #expect(log.changes.first?.tree?.contains("help") == false)
        #expect(log.changes.last?.tree == navigator.current.loggedTree)
        #expect(NavigationReplay.replay(log, on: try marketNavigator()) == nil)
    }

    @Test("coverage records an observer's change as a transition of its own, from the screen it heard")
    func coverageKeepsBothChanges() throws {
        let navigator = try marketNavigator()
        navigator.addEventObserver { [weak navigator] event in
            guard let navigator, case .pushed(let entry, _) = event, case .catalog(.item) = entry.route else { return }
            navigator.perform(.replaceStack(path: [entry.route, .help]))
        }
        let coverage = NavigationCoverage(map: try MarketLinks.map())
        coverage.attach(navigator)
        navigator.push(.catalog(.item(id: 4)))

        #expect(navigator.current.topStack.top.route == .help)
        #expect(
            coverage.map.sortedTransitions == [
                RouteMap.Transition(from: ScreenKind("catalog.item"), to: ScreenKind("help"), mode: .push),
                RouteMap.Transition(from: ScreenKind("catalog.list"), to: ScreenKind("catalog.item"), mode: .push),
            ])
    }

    @Test("a writer listening first already heard the change before the observer's: both are kept either way")
    func writerFirst() throws {
        let navigator = try marketNavigator()
        var lines: [String] = []
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1) { lines.append($0) }
        navigator.addEventObserver { [weak navigator] event in
            guard let navigator, case .pushed(let entry, _) = event, case .catalog(.item) = entry.route else { return }
            navigator.push(.help)
        }
        navigator.push(.catalog(.item(id: 4)))
        writer.stop()
        #expect(lines.count == 3, "the header and one line a change")
    }
}
