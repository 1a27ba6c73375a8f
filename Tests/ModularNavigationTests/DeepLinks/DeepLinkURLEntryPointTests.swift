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
        #expect(deepLinkError { try state.open(table.resolve(url)) } == .malformedURL)
        #expect(state == LinkApp.initialState())
    }

    @Test("A single-encoded %25 reads as a percent sign, through text and through a URL Foundation kept as written")
    func singleEncodedPercentIsAPercentSign() throws {
        let values = [
            "%25": "%", "%25zz": "%zz", "a%25": "a%", "%25G1": "%G1", "%25%25": "%%", "50%25": "50%",
            "50%25%20off": "50% off", "SAVE%25": "SAVE%", "100%25.txt": "100%.txt",
        ]
        for (escaped, value) in values {
            for text in ["myapp:///profile/user/" + escaped, "https://example.com/profile/user/" + escaped] {
                #expect(try table.resolve(text).value == .tab(.profile, path: [.profile(.user(value))]), "\(text)")
                let url = try #require(URL(string: text))
                if Self.keepsOriginalText(url, of: text) {
                    #expect(try table.resolve(url).value == .tab(.profile, path: [.profile(.user(value))]), "\(text)")
                } else {
                    #expect(deepLinkError { try table.resolve(url) } == .malformedURL, "\(text)")
                }
            }
            let query = "myapp:///assets/search?q=" + escaped
            #expect(try table.resolve(query).parameters.query["q"] == value, "\(query)")
        }
    }

    @Test("A percent sign that starts an escape again is double encoding, in text and in a URL")
    func percentStartingAnEscapeIsDoubleEncoded() throws {
        for text in [
            "myapp:///profile/user/%2541", "myapp:///profile/user/50%25%2541", "myapp:///profile/user/%25%34%31",
            "myapp:///assets/search?q=%25%25%2541", "https://example.com/profile/user/a%25ff",
        ] {
            #expect(deepLinkError { try table.resolve(text) } == .doubleEncoded, "\(text)")
            let url = try #require(URL(string: text))
            #expect(deepLinkError { try table.resolve(url) } == .doubleEncoded, "\(text)")
        }
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
        for text in ["myapp:///profile/user/%zz", "myapp:///profile/user/a%E2%80%8Bb", "myapp:///profile/user/%2541"] {
            let url = try #require(URL(string: text))
            #expect(navigator.open(url).error != nil, "\(text)")
            #expect(navigator.state == before)
        }
        #expect(navigator.open(try #require(URL(string: "myapp://PROFILE/user/Ada"))) == .opened)
        #expect(navigator.state.selectedTab == .profile)
    }
}
