import ModularNavigation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite("Deep-link tables: reverse routing for share links")
struct DeepLinkReverseTests {
    let table: DeepLinkTable<AppTarget>

    init() throws {
        table = try LinkApp.makeTable()
    }

    /// Canonical URLs, at least one per pattern of the app table.
    static let canonicalURLs = [
        "https://example.com/",
        "https://example.com/login",
        "https://example.com/OK",
        "https://example.com/share/5",
        "https://example.com/assets",
        "https://example.com/assets/detail/0",
        "https://example.com/assets/detail/9223372036854775807",
        "https://example.com/assets/kind/video",
        "https://example.com/assets/kind/document",
        "https://example.com/assets/item/E621E1F8-C36C-495A-93FC-0C247A3E6E5F",
        "https://example.com/assets/tagged/%23summer",
        "https://example.com/assets/search?q=cats",
        "https://example.com/assets/search?page=2&q=cats%20%26%20dogs%2Fbirds",
        "https://example.com/assets/files/a",
        "https://example.com/assets/files/a/b%20c/d.txt",
        "https://example.com/profile/user/Ada%20Lovelace",
        "https://example.com/profile/user/J%C3%BCrgen",
        "https://example.com/profile/user/%F0%9F%90%B1",
        "https://example.com/profile/settings",
    ]

    @Test("Every canonical URL round-trips: URL → match → value → URL", arguments: canonicalURLs)
    func roundTrip(url: String) throws {
        let link = try table.resolve(url)
        let value = LinkApp.shareValue(of: link.value)
        #expect(try table.url(for: value).absoluteString == url)
    }

    @Test("The round-trip URLs cover every pattern of the app table")
    func everyPatternCovered() throws {
        let matched = try Set(Self.canonicalURLs.map { try table.resolve($0).pattern })
        #expect(matched == Set(table.patterns))
    }

    @Test(
        "Other spellings of a link reverse to its one canonical URL",
        arguments: [
            ("HTTPS://EXAMPLE.COM/assets/detail/42/", "https://example.com/assets/detail/42"),
            ("https://www.example.com/assets/detail/42", "https://example.com/assets/detail/42"),
            ("myapp://assets/detail/42", "https://example.com/assets/detail/42"),
            ("myapp:///assets/detail/42#comments", "https://example.com/assets/detail/42"),
            ("https://example.com/%61ssets/kind/%76ideo", "https://example.com/assets/kind/video"),
            (
                "https://example.com/assets/search?q=cats&page=2&utm=x",
                "https://example.com/assets/search?page=2&q=cats"
            ),
            (
                "https://example.com/assets/item/e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
                "https://example.com/assets/item/E621E1F8-C36C-495A-93FC-0C247A3E6E5F"
            ),
            ("https://example.com/profile/user/J%c3%bcrgen", "https://example.com/profile/user/J%C3%BCrgen"),
            ("https://example.com/profile/user/a~b-c_d.e", "https://example.com/profile/user/a~b-c_d.e"),
        ]
    )
    func canonicalForm(input: String, canonical: String) throws {
        let value = LinkApp.shareValue(of: try table.resolve(input).value)
        #expect(try table.url(for: value).absoluteString == canonical)
    }

    @Test("A module table writes origin-free paths; an app writes absolute URLs for module values")
    func moduleValues() throws {
        let assets = try AssetsModule.deepLinks()
        #expect(try assets.path(for: AssetsDestination.detail(3)) == "/detail/3")
        #expect(try assets.path(for: AssetsDestination.list) == "/")
        #expect(deepLinkError { try assets.url(for: AssetsDestination.detail(3)) } == .notReversible)
        #expect(try table.path(for: AssetsDestination.list) == "/assets")
        #expect(
            try table.url(for: ProfileDestination.settings).absoluteString == "https://example.com/profile/settings")
    }

    @Test("A table with only a custom scheme writes links with an empty host, and reads them back")
    func customSchemeShareLinks() throws {
        let table = try DeepLinkTable<AppTarget>(origins: DeepLinkOrigins(schemes: ["MyApp"])) {
            try AssetsModule.deepLinks().mounted(at: "/assets") { .tab(.assets, path: [.assets($0)]) }
        }
        let url = try table.url(for: AssetsDestination.search(query: "a b", page: nil))
        #expect(url.absoluteString == "myapp:///assets/search?q=a%20b")
        #expect(try table.resolve(url).value == .tab(.assets, path: [.assets(.search(query: "a b", page: nil))]))
    }

    @Test("Values no route reverses, and arguments that could not be read back, are typed errors")
    func reverseErrors() throws {
        // A backslash is a value's own character: its link is written and reads back.
        let backslash = try table.url(for: ProfileDestination.user(#"a\b"#))
        #expect(try table.resolve(backslash).value == .tab(.profile, path: [.profile(.user(#"a\b"#))]))
        #expect(deepLinkError { try table.url(for: "not a destination") } == .notReversible)
        #expect(deepLinkError { try table.url(for: AppTarget.tab(.profile)) } == .notReversible)
        for name in [
            "", ".", "..", "a/b", "100%41", "tab\tname", "\u{202E}evil", String(repeating: "a", count: 257),
        ] {
            #expect(
                deepLinkError { try table.url(for: ProfileDestination.user(name)) } == .invalidArgument("username"),
                "\(name)"
            )
        }
        #expect(
            deepLinkError { try table.url(for: AssetsDestination.file(path: ["a", ""])) } == .invalidArgument("path"))
        let broken = try DeepLinkTable<Int> {
            DeepLinkRoute("/x/:id") { _ in
                1
            } reverse: { _ in
                [:]
            }
        }
        #expect(deepLinkError { try broken.path(for: 1) } == .missingArgument("id"))
    }

    @Test("Any name the table writes reads back as the same name")
    func generatedNamesRoundTrip() throws {
        let pool = Array("aZ09-._~ /\\%?#&=+:;@!$'()*,é🐱\u{0}\u{202E}日本")
        var random = SplitMix64(state: 2024)
        var written = 0
        for _ in 0..<500 {
            let length = Int.random(in: 0...12, using: &random)
            let name = String((0..<length).compactMap { _ in pool.randomElement(using: &random) })
            guard let url = try? table.url(for: ProfileDestination.user(name)) else { continue }
            written += 1
            #expect(try table.resolve(url).value == .tab(.profile, path: [.profile(.user(name))]), "\(name)")
        }
        #expect(written > 100)
    }
}
