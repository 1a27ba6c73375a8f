import ModularNavigation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite("Deep links: a URL value is read by the same rule as its text")
struct DeepLinkURLEntryPointTests {
    let table: DeepLinkTable<AppTarget>

    init() throws {
        table = try LinkApp.makeTable()
    }

    /// Whether this platform's `URL` keeps the text it was made from, so a repair is
    /// visible; where it does not, a repaired space is indistinguishable from `%20`.
    static func keepsOriginalText(_ url: URL, of text: String) -> Bool {
        url.dataRepresentation.elementsEqual(text.utf8)
    }

    @Test(
        "A link Foundation repaired is refused as malformed, never opened as the repaired value",
        arguments: [
            "myapp:///profile/user/%zz", "https://example.com/profile/user/%zz", "myapp:///profile/user/a%",
            "myapp:///profile/user/%G1", "myapp:///assets/search?q=%zz", "myapp:///profile/user/a%2",
        ]
    )
    func repairedEscapesAreRefused(text: String) throws {
        #expect(deepLinkError { try table.resolve(text) } == .malformedURL)
        let url = try #require(URL(string: text))
        #expect(deepLinkError { try table.resolve(url) } == .malformedURL)
        var state = LinkApp.initialState()
        #expect(deepLinkError { try state.open(url, in: table) } == .malformedURL)
        #expect(state == LinkApp.initialState())
    }

    @Test("The percent sign a repair leaves is refused in text too, so both entry points agree")
    func decodedPercentIsRefused() {
        for text in [
            "myapp:///profile/user/%25zz", "myapp:///profile/user/%25", "myapp:///profile/user/50%25",
            "myapp:///assets/search?q=%25",
        ] {
            #expect(deepLinkError { try table.resolve(text) } == .malformedURL, "\(text)")
        }
        #expect(deepLinkError { try table.resolve("myapp:///profile/user/%2541") } == .doubleEncoded)
    }

    @Test("A raw space or raw non-ASCII text is refused through both entry points where Foundation keeps the text")
    func repairedRawCharacters() throws {
        for text in ["myapp:///profile/user/a b", "myapp:///profile/user/\u{E9}", "myapp:///profile/user/a|b"] {
            #expect(deepLinkError { try table.resolve(text) } == .malformedURL)
            guard let url = URL(string: text) else { continue }
            let error = deepLinkError { try table.resolve(url) }
            if Self.keepsOriginalText(url, of: text) {
                #expect(error == .malformedURL, "\(text)")
            } else {
                // Only the repaired text exists: it reads as the well-formed URL it became.
                #expect(try table.resolve(url).value == table.resolve(url.absoluteString).value)
            }
        }
    }

    @Test("Every hostile URL fails the same way as a URL value", arguments: HostileURLCorpus.entries)
    func hostileURLValue(entry: HostileURL) throws {
        // Text Foundation cannot make a URL of never reaches the URL entry point.
        guard let url = URL(string: entry.url) else { return }
        let error = deepLinkError { try table.resolve(url) }
        if Self.keepsOriginalText(url, of: entry.url) {
            #expect(error == entry.expected)
        } else {
            #expect(error != nil)
        }
    }

    @Test("Every good link resolves to the same value through both entry points", arguments: Self.goodLinks)
    func goodLinkValue(text: String) throws {
        let url = try #require(URL(string: text))
        let fromText = try table.resolve(text)
        let fromURL = try table.resolve(url)
        #expect(fromURL.value == fromText.value)
        #expect(fromURL.parameters == fromText.parameters)
    }

    static let goodLinks =
        DeepLinkReverseTests.canonicalURLs + [
            "myapp://assets/detail/42", "MYAPP://ASSETS/detail/42", "myapp:///assets/search?q=a%20b&page=2",
            "https://example.com/profile/user/50%20%E2%82%AC", "https://example.com/assets/detail/42#top",
        ]

    @MainActor
    @Test("Navigator.open refuses what the string reader refuses, evented, state unchanged")
    func navigatorOpen() throws {
        let navigator = Navigator(LinkApp.initialState())
        navigator.deepLinks = table
        navigator.attachUI()
        let before = navigator.state
        for text in ["myapp:///profile/user/%zz", "myapp:///profile/user/a%E2%80%8Bb", "myapp:///profile/user/%25zz"] {
            let url = try #require(URL(string: text))
            #expect(navigator.open(url).error != nil, "\(text)")
            #expect(navigator.state == before)
        }
        #expect(navigator.open(try #require(URL(string: "myapp://PROFILE/user/Ada"))) == .opened)
        #expect(navigator.state.selectedTab == .profile)
    }
}
