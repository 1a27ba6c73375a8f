import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

/// A writer holds changes as their events and the states they left, and writes them a
/// batch at a time: every line still arrives, once, in the order of the changes, and the
/// log reads and replays the same.
@Suite("Navigation log writer: lines written in batches")
@MainActor
struct NavigationLogBatchingTests {
    private func read(_ lines: [String]) throws -> NavigationLog<MarketRoute, MarketTab> {
        try NavigationLog(
            jsonLines: lines.joined(), schemaVersion: 1,
            fallback: NavigationState(selectedTab: .catalog, root: MarketRoute.root(of:)))
    }

    /// The items a log's changes push, in order.
    private func pushedItems(_ log: NavigationLog<MarketRoute, MarketTab>) -> [Int] {
        log.changes.flatMap(\.steps).compactMap { step in
            guard case .push(.catalog(.item(let id)), _) = step else { return nil }
            return id
        }
    }

    @Test("a full batch is written when the next change begins; no more than a batch waits")
    func fullBatchesGoOut() throws {
        let navigator = try marketNavigator()
        var lines: [String] = []
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1, batchSize: 4) { lines.append($0) }
        var held: [Int] = []
        for id in 1...9 {
            navigator.push(.catalog(.item(id: id)))
            held.append(id - (lines.count - 1))
        }
        #expect(held == [1, 2, 3, 4, 1, 2, 3, 4, 1])
        #expect(pushedItems(try read(lines)) == Array(1...8))
        writer.flush()
        #expect(lines.count == 10)
        #expect(pushedItems(try read(lines)) == Array(1...9))
        writer.flush()
        #expect(lines.count == 10, "a flush with nothing held writes nothing")
    }

    @Test("stop writes what is held, the last change as a checkpoint, and the log replays")
    func stopWritesTheRest() throws {
        let navigator = try marketNavigator()
        var lines: [String] = []
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1) { lines.append($0) }
        for id in 1...5 { navigator.push(.catalog(.item(id: id))) }
        navigator.pop()
        #expect(lines.count == 1, "only the header until the batch fills")
        writer.stop()
        let log = try read(lines)
        #expect(log.changes.count == 6)
        #expect(log.changes.map { $0.tree != nil } == [false, false, false, false, false, true])
        #expect(log.changes.last?.tree == navigator.current.loggedTree)
        #expect(NavigationReplay.replay(log, on: try marketNavigator()) == nil)
    }

    @Test("batches change no byte of the log: the lines are those a writer of one change at a time writes")
    func sameBytesWhateverTheBatch() throws {
        func record(batchSize: Int) throws -> String {
            let navigator = try marketNavigator()
            var text = ""
            let writer = try NavigationLogWriter(
                navigator, schemaVersion: 1, checkpointInterval: 3, batchSize: batchSize
            ) { text += $0 }
            navigator.push(.catalog(.item(id: 4)))
            navigator.present(.catalog(.picker), style: .sheet(SheetOptions(detents: [.medium, .large])))
            navigator.perform(.selectDetent(.large))
            navigator.selectTab(.cart)
            writer.checkpoint()
            navigator.showAboveTabs(.cart(.payment(3)))
            navigator.perform(.replaceStack(path: [.cart(.payment(9))]))
            writer.stop()
            return text
        }
        let one = try record(batchSize: 1)
        #expect(one.split(separator: "\n").count == 7)
        #expect(try record(batchSize: 3) == one)
        #expect(try record(batchSize: 100) == one)
    }

    @Test("a change that write makes is written after the lines going out, in order")
    func writeThatNavigates() throws {
        let navigator = try marketNavigator()
        var lines: [String] = []
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1, batchSize: 2) { line in
            lines.append(line)
            if lines.count == 2 { navigator.push(.catalog(.item(id: 99))) }
        }
        for id in 1...3 { navigator.push(.catalog(.item(id: id))) }
        writer.stop()
        let log = try read(lines)
        #expect(pushedItems(log) == [1, 2, 3, 99])
        #expect(NavigationReplay.replay(log, on: try marketNavigator()) == nil)
    }

    @Test("a writer released without stop hands what it held to write on the main actor, in order")
    func releasedWriterWritesTheRest() async throws {
        final class Lines {
            var all: [String] = []
        }
        let navigator = try marketNavigator()
        let lines = Lines()
        var writer: NavigationLogWriter<MarketRoute, MarketTab>? = try NavigationLogWriter(
            navigator, schemaVersion: 1, batchSize: 4
        ) { lines.all.append($0) }
        for id in 1...6 { navigator.push(.catalog(.item(id: id))) }
        #expect(lines.all.count == 5)
        _ = writer
        writer = nil
        // The lines come in a task on the main actor; this test's turns there let it run.
        for _ in 0..<100 where lines.all.count < 7 { await Task.yield() }
        #expect(pushedItems(try read(lines.all)) == Array(1...6))
        #expect(NavigationReplay.replay(try read(lines.all), on: try marketNavigator()) == nil)
    }

    @Test("a held change is read against the state it left, not the navigator's by the time it is written")
    func heldChangesReadTheirOwnState() throws {
        let navigator = try marketNavigator()
        var lines: [String] = []
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1, batchSize: 8) { lines.append($0) }
        navigator.push(.catalog(.item(id: 1)))
        navigator.push(.catalog(.item(id: 2)))
        navigator.pop()
        navigator.pop()
        writer.flush()
        let steps = try read(lines).changes.flatMap(\.steps)
        // The second push is onto the first item, which had left by the time it was written.
        #expect(pushedItems(try read(lines)) == [1, 2])
        #expect(!steps.contains { if case .replace = $0 { true } else { false } })
        #expect(NavigationReplay.replay(try read(lines), on: try marketNavigator()) == nil)
    }

    @Test("an event whose screens the state cannot place replays as the whole state, never as nothing")
    func unplacedEventReplaysTheState() throws {
        let state = try marketNavigator().current
        let misplaced = NavigationEvent<MarketRoute, MarketTab>.presented(
            state.topScreen, style: .sheet(), at: .tab(.catalog))
        #expect(NavigationLog.Step.replays(misplaced))
        #expect(NavigationLog.Step(misplaced, in: state) == .replace(state))
    }
}
