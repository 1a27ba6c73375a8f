import ExampleApp
import Foundation
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import NavigationDemoKit
import Testing

// A user's path as a regression test: the demo recorded a session of the example app
// (`record Tests/ExamplesTests/Fixtures/assets-issue-link.jsonl`, then a tab, an asset,
// the issue picker, a quick entry sheet swiped down, a checkout above the tabs); the
// test replays it through a headless host, and a rule that changed since shows as a
// tree diff at the first change that goes another way.

@MainActor
@Suite("replaying recorded sessions of the example app")
struct ReplayTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    @Test("a session recorded in the demo replays through a host, change by change")
    func recordedSessionReplays() throws {
        let text = try String(
            contentsOf: Self.fixtures.appendingPathComponent("assets-issue-link.jsonl"), encoding: .utf8)
        let app = ExampleApp(dependencies: AppDependencies())
        let host = show(app)
        let log = try NavigationLog<AppRoute, AppTab>(
            jsonLines: text, schemaVersion: ExampleApp.schemaVersion, fallback: app.navigator.current)
        #expect(log.changes.count == 9)
        let divergence = NavigationReplay.replay(log, on: host)
        #expect(divergence == nil, "\(divergence.map(String.init(describing:)) ?? "")")
        expectSettled(host)
    }

    @Test("a log from a newer route schema than the app's fails with a typed error, not a wrong replay")
    func newerSchemaFails() throws {
        let text = try String(
            contentsOf: Self.fixtures.appendingPathComponent("assets-issue-link.jsonl"), encoding: .utf8)
        let app = ExampleApp(dependencies: AppDependencies())
        #expect(throws: NavigationLogError.schemaVersionMismatch(found: 1, expected: 2)) {
            try NavigationLog<AppRoute, AppTab>(jsonLines: text, schemaVersion: 2, fallback: app.navigator.current)
        }
    }
}

@MainActor
@Suite("terminal demo: time travel")
struct DemoTimeTravelTests {
    @Test("undo steps back through the states of the session, the earlier tree exactly")
    func undo() async {
        let session = DemoSession()
        _ = session.screen()
        let assets = await session.handle("tab assets")
        _ = await session.handle("1")
        #expect(await session.handle("undo") == assets)
        #expect(await session.handle("undo")?.contains("tab home (selected)") == true)
        #expect(await session.handle("undo") == "Nothing to undo in this session.")
    }

    @Test("record writes a log that replay plays back into a fresh session")
    func recordThenReplay() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("demo-\(UUID().uuidString).jsonl").path
        defer { try? FileManager.default.removeItem(atPath: file) }
        let recording = DemoSession()
        _ = recording.screen()
        #expect(await recording.handle("record \(file)") == "Recording navigation to \(file).")
        _ = await recording.handle("tab assets")
        let last = await recording.handle("1")
        let replaying = DemoSession()
        _ = replaying.screen()
        let answer = try #require(await replaying.handle("replay \(file)"))
        #expect(answer.hasPrefix("Replayed 2 changes from \(file); every tree matched."))
        #expect(answer.hasSuffix(try #require(last)))
        #expect(await replaying.handle("replay /nonexistent/log.jsonl")?.hasPrefix("Cannot read") == true)
    }

    @Test("map prints the example app's Mermaid flowchart and its findings")
    func map() async throws {
        let session = DemoSession()
        _ = session.screen()
        let map = try #require(await session.handle("map"))
        #expect(map.hasPrefix("flowchart LR\n"))
        #expect(map.contains("m_assets -.->|\"linkIssue\"| k_issues_2Epicker"))
        #expect(map.contains("Findings ("))
        #expect(map.contains("\n\nBuilt the example app's map in "))
        #expect(DemoCommand.parse("record") == .failure(.missingArgument("record", "FILE")))
    }
}
