import Foundation
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

@Suite("navigation log and replay")
@MainActor
struct NavigationLogTests {
    /// Records a session of the market app into JSON Lines.
    private func recordSession(
        policy: NavigationPolicy = NavigationPolicy(),
        redact: @escaping @MainActor (MarketRoute) -> MarketRoute = { $0 },
        _ session: (Navigator<MarketRoute, MarketTab>) -> Void
    ) throws -> (text: String, writer: NavigationLogWriter<MarketRoute, MarketTab>) {
        let navigator = Navigator(
            try NavigationState(selectedTab: .catalog, root: MarketRoute.root(of:)), policy: policy)
        var text = ""
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1, redact: redact) { text += $0 }
        session(navigator)
        writer.stop()
        return (text, writer)
    }

    private func read(_ text: String, schemaVersion: Int = 1) throws -> NavigationLog<MarketRoute, MarketTab> {
        try NavigationLog(
            jsonLines: text, schemaVersion: schemaVersion,
            fallback: NavigationState(selectedTab: .catalog, root: MarketRoute.root(of:)))
    }

    @Test("a recorded session reads back from its lines and replays to the same trees")
    func roundTripAndReplay() throws {
        let (text, writer) = try recordSession { navigator in
            navigator.push(.catalog(.item(id: 4)))
            navigator.present(.catalog(.picker), style: .sheet(SheetOptions(detents: [.medium, .large])))
            navigator.perform(.selectDetent(.large))
            navigator.dismissPresentation()
            navigator.selectTab(.cart)
            navigator.showAboveTabs(.cart(.payment(3)))
            navigator.perform(.dismissAboveTabs)
            navigator.perform(.replaceStack(path: [.cart(.payment(9))]))
        }
        #expect(text.split(separator: "\n").count == 9)
        let log = try read(text)
        #expect(log.start == writer.start)
        #expect(log.changes.count == 8)
        let replayed = Navigator(try NavigationState(selectedTab: .catalog, root: MarketRoute.root(of:)))
        #expect(NavigationReplay.replay(log, on: replayed) == nil)
        #expect(replayed.current.treeDescription == log.changes.last?.tree)
    }

    @Test("a dialog's opening takes an identity, so a replay stays in step after it, open or queued")
    func replayAfterDialogs() throws {
        let (text, _) = try recordSession { navigator in
            navigator.perform(.presentDialog(NavigationDialog.deleteDraft.erased))
            navigator.perform(.presentDialog(NavigationDialog.draftOptions.erased))
            navigator.perform(.dismissDialog())
            navigator.perform(.dismissDialog())
            navigator.push(.catalog(.item(id: 4)))
            navigator.perform(.push(.help, from: navigator.current.topStack.top.id))
        }
        let log = try read(text)
        let replayed = Navigator(try NavigationState(selectedTab: .catalog, root: MarketRoute.root(of:)))
        #expect(NavigationReplay.replay(log, on: replayed) == nil)
        #expect(replayed.current.loggedTree == log.changes.last?.tree)
    }

    @Test("a change's line holds its steps; the tree only at checkpoints: every N changes, on demand, at the stop")
    func checkpoints() throws {
        let navigator = try marketNavigator()
        var lines: [String] = []
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1, checkpointInterval: 3) { lines.append($0) }
        for id in 1...4 { navigator.push(.catalog(.item(id: id))) }
        writer.flush()
        writer.checkpoint()
        navigator.pop()
        writer.stop()
        // The header, four pushes (the third a checkpoint), the checkpoint asked for, the pop at the stop.
        #expect(lines.map { $0.contains("\"tree\"") } == [false, false, false, true, false, true, true])
        #expect(lines.allSatisfy { $0.hasSuffix("\n") && $0.dropLast().allSatisfy { $0 != "\n" } })
        let log = try read(lines.joined())
        #expect(log.changes.map(\.steps.count) == [1, 1, 1, 1, 0, 1])
        #expect(log.changes.last?.tree == navigator.current.treeDescription)
        #expect(NavigationReplay.replay(log, on: try marketNavigator()) == nil)
        navigator.push(.help)
        #expect(lines.count == 7, "a stopped writer writes nothing more")
    }

    @Test("a line of the first format, which held every tree, is damaged without its tree")
    func formatOneNeedsTrees() throws {
        let (text, _) = try recordSession { $0.push(.help) }
        let lines = text.split(separator: "\n").map(String.init)
        let formatOne = lines[0].replacingOccurrences(of: "\"format\":2", with: "\"format\":1")
        #expect(try read(([formatOne] + lines.dropFirst()).joined(separator: "\n")).changes.count == 1)
        let push = try #require(lines[1].range(of: ",\"tree\""))
        let treeless = lines[1][..<push.lowerBound] + "}"
        #expect(throws: NavigationLogError.malformedLine(2)) { try read(formatOne + "\n" + treeless) }
        #expect(try read(lines[0] + "\n" + treeless).changes.first?.tree == nil)
    }

    @Test("the events of one change, such as a tab tap that dismisses a sheet, are one line")
    func oneChangeOneLine() throws {
        let (text, _) = try recordSession { navigator in
            navigator.present(.catalog(.picker))
            navigator.selectTab(.cart)
        }
        let log = try read(text)
        #expect(log.changes.count == 2)
        #expect(log.changes.last?.steps == [.dismiss(EntryID(rawValue: 2)), .selectTab(.cart)])
    }

    @Test("a rule changed since the recording shows as the first change whose tree differs")
    func divergenceIsATreeDiff() throws {
        let (text, _) = try recordSession { navigator in
            navigator.push(.catalog(.item(id: 1)))
            navigator.push(.help)
        }
        // Since the recording, the app learned to keep help out of the catalog.
        let stricter = try marketNavigator()
        stricter.addGuard { proposal in proposal.addedRoutes.contains(.help) ? .cancel : .allow }
        let divergence = try #require(NavigationReplay.replay(try read(text), on: stricter))
        #expect(divergence.change == 2)
        #expect(divergence.diff.lines.filter { if case .same = $0 { false } else { true } } == [.removed("  #3 help")])
        #expect(divergence.description.hasPrefix("replay diverged at change 2 (push help from #2)"))
    }

    @Test("a redacting writer stores no payload it replaced, in steps or in states")
    func redaction() throws {
        func hidingItems(_ route: MarketRoute) -> MarketRoute {
            if case .catalog(.item) = route { return .catalog(.item(id: 0)) }
            return route
        }
        let (text, _) = try recordSession(redact: hidingItems) { navigator in
            navigator.push(.catalog(.item(id: 4242)))
            navigator.perform(.replaceStack(path: [.catalog(.item(id: 4243))]))
        }
        #expect(!text.contains("4242"))
        #expect(!text.contains("4243"))
        #expect(NavigationReplay.replay(try read(text), on: try marketNavigator()) == nil)
    }

    @Test("a log of an older route schema replays through a migration, and fails typed without one")
    func migration() throws {
        let old = Navigator(
            try NavigationState<OldMarketRoute, MarketTab>(selectedTab: .catalog) { _ in .shelf(.list) })
        var text = ""
        let writer = try NavigationLogWriter(old, schemaVersion: 1) { line in text += line }
        old.push(.shelf(.item(id: 5)))
        old.present(.basket(.summary))
        writer.stop()
        let fallback = try NavigationState(selectedTab: .catalog, root: MarketRoute.root(of:))
        #expect(throws: NavigationLogError.schemaVersionMismatch(found: 1, expected: 2)) {
            try NavigationLog<MarketRoute, MarketTab>(jsonLines: text, schemaVersion: 2, fallback: fallback)
        }
        let migrated = try NavigationLog<MarketRoute, MarketTab>(
            jsonLines: text, schemaVersion: 2, fallback: fallback,
            migration: .decoding(OldMarketRoute.self) { route, _ in route.migrated })
        #expect(migrated.changes.map(\.steps).first == [.push(.catalog(.item(id: 5)), onto: EntryID(rawValue: 0))])
        let dropsBaskets = RouteMigration<MarketRoute>.decoding(OldMarketRoute.self) { route, _ in
            if case .basket = route { return nil }
            return route.migrated
        }
        #expect(throws: NavigationLogError.routeNotDecodable(line: 3)) {
            try NavigationLog<MarketRoute, MarketTab>(
                jsonLines: text, schemaVersion: 2, fallback: fallback, migration: dropsBaskets)
        }
    }

    @Test("malformed logs fail with a typed error naming the line")
    func malformedInput() throws {
        let (text, _) = try recordSession { $0.push(.help) }
        let lines = text.split(separator: "\n").map(String.init)
        #expect(throws: NavigationLogError.empty) { try read("\n \n") }
        #expect(throws: NavigationLogError.malformedLine(1)) { try read("{not json") }
        #expect(throws: NavigationLogError.unsupportedFormat(found: 99)) {
            try read(lines[0].replacingOccurrences(of: "\"format\":2", with: "\"format\":99"))
        }
        #expect(throws: NavigationLogError.malformedLine(2)) { try read(lines[0] + "\n[]") }
        #expect(throws: NavigationLogError.unknownStep(line: 2, "teleport")) {
            try read(
                lines[0] + "\n" + lines[1].replacingOccurrences(of: "\"op\":\"push\"", with: "\"op\":\"teleport\""))
        }
        #expect(throws: NavigationLogError.malformedLine(2)) {
            try read(lines[0] + "\n" + lines[1].replacingOccurrences(of: ",\"screen\":0", with: ""))
        }
    }
}

/// The market app's routes before its modules were renamed (schema 1).
enum OldMarketRoute: Hashable, Codable, Sendable {
    case shelf(ShelfDestination)
    case basket(BasketDestination)

    var migrated: MarketRoute {
        switch self {
        case .shelf(let destination): .catalog(destination)
        case .basket(let destination): .cart(destination)
        }
    }
}
