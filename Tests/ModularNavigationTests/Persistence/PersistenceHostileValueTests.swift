import Foundation
import ModularNavigation
import ModularNavigationTesting
import Testing

/// Archives that are valid JSON with hostile values: nesting deeper than any reader
/// should follow, numbers at the ends of every type, arrays where one value belongs.
@MainActor
@Suite("Persistence: hostile values")
struct PersistenceHostileValueTests {
    @Test("deeply nested JSON, whole or as the state, restores to the fallback with issues", arguments: [600, 100_000])
    func deepNesting(depth: Int) {
        let arrays = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let objects = String(repeating: #"{"a":"#, count: depth) + "1" + String(repeating: "}", count: depth)
        for body in [arrays, objects] {
            for text in [body, #"{"formatVersion":6,"schemaVersion":1,"state":"# + body + "}"] {
                let result = TabState.restore(from: Data(text.utf8), schemaVersion: 1, fallback: Fixtures.tabFallback)
                #expect(result.state == Fixtures.tabFallback)
                #expect(!result.issues.isEmpty)
            }
        }
    }

    @Test("every value of an archive replaced by an extreme number or a huge array restores usable, and is drawn")
    func everyValueExtreme() throws {
        let json = Fixtures.json(Fixtures.tabs)
        let colons = json.indices.filter { json[$0] == ":" }
        // Identities near the limit (2⁶²) restore, by design, to a state that refuses new
        // screens (`IdentityLimitTests`); these stay clear of it.
        let replacements = [
            "9223372036854775807", "-9223372036854775808", "1e308", "-1e308", "1.5", "-0", "4611686018427380000",
            "[" + String(repeating: "0,", count: 2000) + "0]",
        ]
        for colon in colons {
            for replacement in replacements {
                var text = json
                let start = text.index(after: colon)
                var end = start
                while end < text.endIndex, !",]}".contains(text[end]) { end = text.index(after: end) }
                text.replaceSubrange(start..<end, with: replacement)

                let result = TabState.restore(from: Data(text.utf8), schemaVersion: 1, fallback: Fixtures.tabFallback)
                try expectUsable(result.state)
                let navigator = Navigator(Fixtures.tabFallback)
                navigator.restore(from: Data(text.utf8), schemaVersion: 1, fallback: Fixtures.tabFallback)
                let host = HeadlessHost(navigator: navigator)
                host.settle()
                #expect(host.showsNavigatorState)
            }
        }
    }
}
