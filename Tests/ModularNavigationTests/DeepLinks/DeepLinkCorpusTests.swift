import ModularNavigation
import Testing

@Suite("Deep links: malformed and hostile URLs")
struct DeepLinkCorpusTests {
    let table: DeepLinkTable<AppTarget>

    init() throws {
        table = try LinkApp.makeTable()
    }

    @Test("The corpus holds at least 600 entries across every category")
    func corpusSize() {
        let entries = HostileURLCorpus.entries
        #expect(entries.count >= 600)
        let categories = Set(entries.map(\.category))
        #expect(categories.count >= 24)
        for category in categories {
            #expect(entries.contains { $0.category == category })
        }
    }

    @Test(
        "Each hostile URL gives its expected error and leaves the state unchanged", arguments: HostileURLCorpus.entries)
    func hostileURL(entry: HostileURL) throws {
        #expect(deepLinkError { try table.resolve(entry.url) } == entry.expected)
        var state = LinkApp.initialState()
        try state.perform(.push(.okScreen))
        let before = state
        #expect(deepLinkError { try state.open(table.resolve(entry.url)) } == entry.expected)
        #expect(state == before)
    }

    @Test("Random character mutations of valid links never crash and fail only with typed errors")
    func fuzz() {
        var random = SplitMix64(state: 7)
        let alphabet = Array("/%:?#&=.-_~aA0zZ9@!$'()*+,;[] \u{0}\u{7F}é🐱")
        let seeds = [
            "https://example.com/assets/detail/42", "myapp://assets/search?q=a&page=2", "https://example.com/share/1",
        ]
        var failures = 0
        for round in 0..<3000 {
            var characters = Array(seeds[round % seeds.count])
            for _ in 0..<Int.random(in: 1...6, using: &random) {
                let index = Int.random(in: 0...characters.count, using: &random)
                let replacement = alphabet.randomElement(using: &random) ?? "a"
                if index < characters.count, Bool.random(using: &random) {
                    characters[index] = replacement
                } else {
                    characters.insert(replacement, at: index)
                }
            }
            let url = String(characters)
            if let error = deepLinkError({ try table.resolve(url) }) {
                failures += 1
                if case .foreignError = error { Issue.record("untyped failure for \(url.debugDescription)") }
            }
        }
        #expect(failures > 0)
    }
}
