import ModularNavigation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite("Deep-link tables: matching and typed parameters")
struct DeepLinkTableTests {
    let table: DeepLinkTable<AppTarget>

    init() throws {
        table = try LinkApp.makeTable()
    }

    private func destination(_ url: String) throws -> LinkRoute? {
        try table.resolve(url).value.stack?.path.last
    }

    @Test("A universal link to a mounted route selects the module's tab and pushes its destination")
    func mountedRoute() throws {
        let link = try table.resolve("https://example.com/assets/detail/42")
        #expect(link.value == .tab(.assets, path: [.assets(.detail(42))]))
        #expect(link.pattern == "/assets/detail/:id")
        #expect(link.parameters.path == ["id": "42"])
    }

    @Test("A link from a mounted route equals the same link from the route written whole")
    func mountedEqualsWritten() throws {
        let module = try DeepLinkTable<Int> { DeepLinkRoute("/b/:id") { try $0.int("id") } }
        let mounted = try DeepLinkTable<Int> { module.mounted(at: "/a") { $0 } }
        let written = try DeepLinkTable<Int> { DeepLinkRoute("/a/b/:id") { try $0.int("id") } }
        let fromMount = try mounted.resolve(path: "/a/b/7")
        let fromWritten = try written.resolve(path: "/a/b/7")
        #expect(fromMount.pattern == "/a/b/:id")
        #expect(fromMount == fromWritten)
        #expect(Set([fromMount, fromWritten]).count == 1)
        #expect(fromMount != (try written.resolve(path: "/a/b/8")))
    }

    @Test("A mounted route keeps the pattern it was written with, without the prefixes it went under")
    func mountedRoutePattern() throws {
        let module = try DeepLinkTable<Int> {
            DeepLinkRoute("/b/:id") { try $0.int("id") }
            DeepLinkRoute("/c/", to: 3)
        }
        let once = module.mounted(at: "/a") { $0 }
        let twice = try DeepLinkTable<Int> { once }.mounted(at: "/outer") { $0 + 1 }
        #expect(once.map(\.pattern) == ["/b/:id", "/c/"])
        #expect(twice.map(\.pattern) == ["/b/:id", "/c/"])
        #expect(try DeepLinkTable<Int> { twice }.patterns == ["/outer/a/b/:id", "/outer/a/c"])
        // A short form its pattern cannot serve keeps the pattern, and the table names it.
        let refused = DeepLinkRoute<Int>("/x/:a/:b", in: 0...) {
            $0
        } reverse: {
            $0
        }
        #expect(refused.pattern == "/x/:a/:b")
        #expect(throws: DeepLinkError.invalidPattern("/x/:a/:b")) { try DeepLinkTable<Int> { refused } }
    }

    @Test("Path parameters convert to Int, String, UUID, raw-value enums and LosslessStringConvertible types")
    func typedParameters() throws {
        let uuid = try #require(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))
        #expect(try destination("myapp://assets/detail/7") == .assets(.detail(7)))
        #expect(try destination("myapp://profile/user/ada") == .profile(.user("ada")))
        #expect(try destination("myapp://assets/item/E621E1F8-C36C-495A-93FC-0C247A3E6E5F") == .assets(.item(uuid)))
        #expect(try destination("myapp://assets/item/e621e1f8-c36c-495a-93fc-0c247a3e6e5f") == .assets(.item(uuid)))
        #expect(try destination("myapp://assets/kind/video") == .assets(.kind(.video)))
        let tag = try #require(AssetTag("#summer"))
        #expect(try destination("myapp://assets/tagged/%23summer") == .assets(.tagged(tag)))
    }

    @Test("Integers have one spelling: the one Swift prints")
    func canonicalIntegers() {
        for text in ["+7", "007", "-0", "0x7", "7.0", "1e3", "%207", "7%20"] {
            let url = "https://example.com/assets/detail/" + text
            #expect(deepLinkError { try table.resolve(url) } == .invalidParameter(name: "id"), "\(text)")
        }
        #expect(
            deepLinkError { try table.resolve("https://example.com/assets/detail/-7") } == .invalidParameter(name: "id")
        )
    }

    @Test(
        "A floating-point parameter is a finite number: nan and infinities are refused",
        arguments: ["nan", "inf", "-infinity", "NaN"])
    func finiteFloatingPoint(text: String) throws {
        let zoom = try DeepLinkTable<Double> { DeepLinkRoute("/map/:zoom") { try $0.value("zoom", as: Double.self) } }
        #expect(try zoom.resolve(path: "/map/2.5").value == 2.5)
        #expect(deepLinkError { try zoom.resolve(path: "/map/" + text) } == .invalidParameter(name: "zoom"))
    }

    @Test("Required and optional query items are typed; unknown items and fragments are ignored")
    func queryItems() throws {
        #expect(
            try destination("https://example.com/assets/search?q=cats") == .assets(.search(query: "cats", page: nil)))
        #expect(
            try destination("https://example.com/assets/search?page=2&q=cats&utm_source=mail#top")
                == .assets(.search(query: "cats", page: 2))
        )
        #expect(
            deepLinkError { try table.resolve("https://example.com/assets/search?page=2") } == .missingQueryItem("q"))
        #expect(
            deepLinkError { try table.resolve("https://example.com/assets/search?q=x&page=two") }
                == .invalidParameter(name: "page")
        )
        #expect(try destination("https://example.com/assets/search?q=") == .assets(.search(query: "", page: nil)))
        #expect(try destination("https://example.com/assets/search?q") == .assets(.search(query: "", page: nil)))
    }

    @Test("A tail takes one or more remaining segments, each decoded on its own")
    func wildcardTail() throws {
        #expect(try destination("myapp://assets/files/a") == .assets(.file(path: ["a"])))
        #expect(try destination("myapp://assets/files/a/b%20c/d.txt") == .assets(.file(path: ["a", "b c", "d.txt"])))
        #expect(deepLinkError { try table.resolve("myapp://assets/files") } == .noMatch)
        #expect(deepLinkError { try table.resolve("myapp://assets/files/") } == .noMatch)
    }

    @Test("Custom schemes read the host as the first segment; an empty host and no `//` work too")
    func customSchemes() throws {
        #expect(try destination("myapp://assets/detail/1") == .assets(.detail(1)))
        #expect(try destination("myapp:///assets/detail/1") == .assets(.detail(1)))
        #expect(try table.resolve("myapp://").value == .tab(.home))
        #expect(try table.resolve("myapp:///").value == .tab(.home))
        // Without `//` the path is read as written, rootless or not.
        #expect(try destination("myapp:assets/detail/1") == .assets(.detail(1)))
        #expect(try destination("myapp:/assets/detail/1") == .assets(.detail(1)))
        #expect(try table.resolve("myapp:").value == .tab(.home))
    }

    @Test("Schemes and hosts are case-insensitive, custom-scheme hosts too; path literals are case-sensitive")
    func caseRules() throws {
        #expect(try destination("HTTPS://EXAMPLE.COM/assets/detail/1") == .assets(.detail(1)))
        #expect(try destination("MyApp://assets/detail/1") == .assets(.detail(1)))
        #expect(try destination("https://WWW.Example.com/assets/detail/1") == .assets(.detail(1)))
        #expect(deepLinkError { try table.resolve("https://example.com/Assets/detail/1") } == .noMatch)
        #expect(deepLinkError { try table.resolve("https://example.com/assets/DETAIL/1") } == .noMatch)
        #expect(deepLinkError { try table.resolve("myapp:///Assets/detail/1") } == .noMatch)
        #expect(try destination("https://example.com/profile/user/AdaL") == .profile(.user("AdaL")))
        #expect(
            deepLinkError { try table.resolve("https://example.com/assets/kind/Photo") }
                == .invalidParameter(name: "kind"))
    }

    @Test("A custom-scheme host matches the first literal in any letter case, as DeepLinkOrigins documents")
    func customSchemeHostIsCaseInsensitive() throws {
        for url in [
            "myapp://ASSETS/detail/1", "myapp://Assets/detail/1", "MYAPP://aSSets/detail/1",
            "myapp://%41ssets/detail/1",
        ] {
            #expect(try destination(url) == .assets(.detail(1)), "\(url)")
        }
        #expect(try destination("myapp://PROFILE/settings") == .profile(.settings))
        // Only the host: the path keeps its case, and so do values in it.
        #expect(deepLinkError { try table.resolve("myapp://assets/DETAIL/1") } == .noMatch)
        #expect(try destination("myapp://PROFILE/user/AdaL") == .profile(.user("AdaL")))
        // A Unicode look-alike host never lowercases into a literal.
        #expect(deepLinkError { try table.resolve("myapp://%E2%84%AAassets/detail/1") } == .noMatch)
    }

    @Test("One trailing slash is ignored; an empty segment elsewhere is refused")
    func trailingSlashes() throws {
        #expect(try destination("https://example.com/assets/detail/1/") == .assets(.detail(1)))
        #expect(try table.resolve("https://example.com").value == .tab(.home))
        #expect(try table.resolve("https://example.com/").value == .tab(.home))
        #expect(try table.resolve("https://example.com/assets/").value == .tab(.assets, path: [.assets(.list)]))
        #expect(deepLinkError { try table.resolve("https://example.com/assets/detail/1//") } == .emptySegment)
        #expect(deepLinkError { try table.resolve("https://example.com/assets//detail/1") } == .emptySegment)
    }

    @Test("Segments and query items are percent-decoded exactly once")
    func percentDecoding() throws {
        #expect(try destination("https://example.com/profile/user/Ada%20Lovelace") == .profile(.user("Ada Lovelace")))
        #expect(try destination("https://example.com/profile/user/J%C3%BCrgen") == .profile(.user("Jürgen")))
        #expect(try destination("https://example.com/profile/user/%F0%9F%90%B1") == .profile(.user("🐱")))
        #expect(try destination("https://example.com/%61ssets/detail/1") == .assets(.detail(1)))
        #expect(
            try destination("https://example.com/assets/search?q=a%26b%3Dc%2Fd+e")
                == .assets(.search(query: "a&b=c/d+e", page: nil))
        )
        // A backslash is a value's own character, in a path segment and a query item.
        #expect(try destination("https://example.com/profile/user/a%5Cb") == .profile(.user(#"a\b"#)))
        #expect(
            try destination("myapp://assets/search?q=%5C%22") == .assets(.search(query: #"\""#, page: nil)))
        #expect(deepLinkError { try table.resolve("https://example.com/profile/user/a%2Fb") } == .disallowedCharacter)
        #expect(deepLinkError { try table.resolve("https://example.com/profile/user/a%252Fb") } == .doubleEncoded)
    }

    @Test("A literal never matches a Unicode look-alike, even one Swift calls equal")
    func lookAlikeLiterals() {
        // U+212A KELVIN SIGN is canonically equivalent to "K", so "O\u{212A}" == "OK" in Swift.
        #expect("O\u{212A}" == "OK")
        #expect(deepLinkError { try table.resolve("https://example.com/O%E2%84%AA") } == .noMatch)
        #expect(deepLinkError { try table.resolve("https://example.com/%D0%B0ssets/detail/1") } == .noMatch)
    }

    @Test("A route asking for a parameter its pattern lacks gets a typed error, not a crash")
    func undeclaredParameter() throws {
        let table = try DeepLinkTable<Int>(origins: DeepLinkOrigins(schemes: ["t"])) {
            DeepLinkRoute("/a/:id") { try $0.int("identifier") }
            DeepLinkRoute("/b/:id") { try $0.tail("id").count }
        }
        #expect(deepLinkError { try table.resolve("t://a/1") } == .undeclaredParameter("identifier"))
        #expect(deepLinkError { try table.resolve("t://b/1") } == .undeclaredParameter("id"))
    }

    @Test("Module tables resolve origin-free paths, and no URL without origins")
    func moduleTablePaths() throws {
        let assets = try AssetsModule.deepLinks()
        #expect(try assets.resolve(path: "/detail/3").value == .detail(3))
        #expect(try assets.resolve(path: "/search?q=x&page=1").value == .search(query: "x", page: 1))
        #expect(deepLinkError { try assets.resolve("https://example.com/detail/3") } == .unsupportedScheme("https"))
        #expect(deepLinkError { try assets.resolve(path: "detail/3") } == .malformedURL)
    }

    @Test("Without limits given, a table reads 2048-byte URLs, 32 segments, 256-byte values and 32 query items")
    func defaultLimits() throws {
        let table = try DeepLinkTable<[String]>(origins: DeepLinkOrigins(schemes: ["myapp"])) {
            DeepLinkRoute("/*rest") { try $0.tail("rest") }
        }
        let segments = Array(repeating: String(repeating: "a", count: 254), count: 8)
        let longest = "myapp:///" + segments.joined(separator: "/")
        #expect(longest.utf8.count == 2048)
        #expect(try table.resolve(longest).value == segments)
        #expect(deepLinkError { try table.resolve(longest + "a") } == .tooLong)
        let many = Array(repeating: "a", count: 32).joined(separator: "/")
        #expect(try table.resolve("myapp:///" + many).value.count == 32)
        #expect(deepLinkError { try table.resolve("myapp:///" + many + "/a") } == .tooManySegments)
        let value = String(repeating: "v", count: 256)
        #expect(try table.resolve("myapp:///" + value).value == [value])
        #expect(deepLinkError { try table.resolve("myapp:///" + value + "v") } == .parameterTooLong(name: "rest"))
        let items = (1...32).map { "q\($0)=1" }
        #expect(try table.resolve("myapp:///a?" + items.joined(separator: "&")).parameters.query.count == 32)
        #expect(
            deepLinkError { try table.resolve("myapp:///a?" + (items + ["q33=1"]).joined(separator: "&")) }
                == .tooManyQueryItems)
    }

    @Test("Limits are configurable")
    func customLimits() throws {
        let table = try LinkApp.makeTable(maxURLLength: 40, maxSegments: 3, maxParameterLength: 4, maxQueryItems: 1)
        #expect(try table.resolve("myapp://assets/detail/1234").value == .tab(.assets, path: [.assets(.detail(1234))]))
        #expect(deepLinkError { try table.resolve("myapp://assets/detail/12345") } == .parameterTooLong(name: "id"))
        #expect(deepLinkError { try table.resolve("myapp://assets/files/a/b") } == .tooManySegments)
        #expect(deepLinkError { try table.resolve("myapp://assets/search?q=a&page=1") } == .tooManyQueryItems)
        #expect(
            deepLinkError { try table.resolve("myapp://assets/search?q=" + String(repeating: "a", count: 30)) }
                == .tooLong)
    }

    @Test("A URL value resolves like its text")
    func urlValue() throws {
        let url = try #require(URL(string: "https://example.com/assets/detail/5"))
        #expect(try table.resolve(url).value == .tab(.assets, path: [.assets(.detail(5))]))
    }
}
