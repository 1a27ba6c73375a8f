import Foundation
import ModularNavigation
import ModularNavigationInspection
import Testing

/// Logs of tab layouts with split views, and logs whose line endings changed on the way.
@MainActor
@Suite("Navigation log: split views in tabs and CRLF lines")
struct NavigationLogReadingTests {
    private func hidingDetails(_ route: TestRoute) -> TestRoute {
        if case .detail = route { return .detail(0) }
        return route
    }

    /// Records a session on a tab layout whose `.home` tab holds a three-column split.
    private func record(
        redact: @escaping @MainActor (TestRoute) -> TestRoute = { $0 }
    ) throws -> String {
        let navigator = Navigator(TabState.splitInHome(threeColumns: true))
        navigator.perform(.selectSidebar(.detail(4242), in: .home))
        var text = ""
        let writer = try NavigationLogWriter(
            navigator, schemaVersion: 1, checkpointInterval: 1, redact: redact
        ) { text += $0 }
        navigator.perform(.selectContent(.detail(4243), in: .home))
        navigator.perform(.selectSidebar(.detail(4244), in: .home))
        navigator.push(.detail(4245))
        writer.stop()
        return text
    }

    private func read(_ text: String) throws -> NavigationLog<TestRoute, TestTab> {
        try NavigationLog(jsonLines: text, schemaVersion: 1, fallback: TabState.splitInHome(threeColumns: true))
    }

    @Test("a redacting writer hides a tab's split selections too, and its log reads back")
    func redactsTabSplitSelections() throws {
        let text = try record(redact: hidingDetails)
        for secret in ["4242", "4243", "4244", "4245"] {
            #expect(!text.contains(secret), "\(secret) stored")
        }
        let log = try read(text)
        #expect(log.changes.count == 3)
        #expect(log.start.split(in: .home)?.selection == .detail(0))
    }

    @Test("a log whose lines end in CRLF reads back the same")
    func readsCRLF() throws {
        let text = try record()
        let crlf = text.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(crlf != text)
        let log = try read(crlf)
        let plain = try read(text)
        #expect(log.start == plain.start)
        #expect(log.changes == plain.changes)
        #expect(log.changes.count == 3)
    }
}
