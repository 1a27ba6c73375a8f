import Foundation
import ModularNavigation
import ModularNavigationInspection
import ModularNavigationTesting
import Testing

/// The bytes of format 2, fixed in `Fixtures/format-2.jsonl`.
///
/// A session with every kind of step, a route whose text needs escaping, checkpoints and
/// a replaced state. Readers of stored logs rely on these bytes, so a change to how lines
/// are written shows here.
@Suite("Navigation log: format 2, byte for byte")
@MainActor
struct NavigationLogFormatTests {
    enum NoteRoute: Hashable, Codable, Sendable {
        case home
        case item(Int)
        case text(String)
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/format-2.jsonl")

    /// Quotes, a backslash, a slash, control characters, non-ASCII and U+2028.
    static let awkward = "say \"hi\" \\ a/b\nnext\tline \u{7} é 😀 \u{2028}end"

    /// Records the session, every step kind once or more.
    static func record() throws -> String {
        let navigator = Navigator(try NavigationState<NoteRoute, MarketTab>(selectedTab: .catalog) { _ in .home })
        var text = ""
        let writer = try NavigationLogWriter(navigator, schemaVersion: 1, checkpointInterval: 4) { text += $0 }
        navigator.push(.text(awkward))
        navigator.present(.item(1), style: .sheet(SheetOptions(detents: [.medium, .large])))
        navigator.perform(.selectDetent(.large))
        navigator.dismissPresentation()
        navigator.perform(.present(.item(2), .fullScreenCover, placement: .overApp))
        navigator.perform(.minimize())
        navigator.perform(.expand)
        writer.checkpoint()
        navigator.dismissPresentation()
        navigator.present(.item(3))
        // One change, two steps: the sheet's dismissal and the tab.
        navigator.selectTab(.cart)
        navigator.showAboveTabs(.text("above / \"tabs\""))
        navigator.perform(.dismissAboveTabs)
        navigator.perform(.replaceStack(path: [.text(awkward), .item(3)]))
        writer.stop()
        return text
    }

    @Test("a session with every kind of step writes the bytes format 2 has always written")
    func bytesOfFormatTwo() throws {
        let text = try Self.record()
        let fixture = try String(contentsOf: Self.fixture, encoding: .utf8)
        #expect(text == fixture)
        #expect(text.split(separator: "\n").count == 14)
        let fallback = try NavigationState<NoteRoute, MarketTab>(selectedTab: .catalog) { _ in .home }
        let log = try NavigationLog(jsonLines: text, schemaVersion: 1, fallback: fallback)
        let replayed = Navigator(fallback)
        #expect(NavigationReplay.replay(log, on: replayed) == nil)
    }
}
