import ModularNavigation
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What a chat client's links name: users, rooms with the servers to join through, and
/// the app's own screens.
enum ChatLink: Hashable, Sendable {
    case user(String)
    case room(String, via: [String])
    case event(room: String, event: String)
    case share(text: String)
    case payload(String)
    case callback(URL?)
    case settings
}

/// A table that reads matrix.to and web-client permalinks (the whole link in `#/…`),
/// `matrix:` URIs without `//`, and the app's own scheme.
enum ChatLinks {
    static let origins = DeepLinkOrigins(schemes: ["matrix", "chat"], hosts: ["matrix.to", "app.element.io"])

    static func table() throws -> DeepLinkTable<ChatLink> {
        try DeepLinkTable(origins: origins) {
            DeepLinkRoute.host("matrix.to") {
                DeepLinkRoute("/#/:id") { parameters in
                    let id = try parameters.string("id")
                    return id.hasPrefix("@") ? .user(id) : .room(id, via: parameters.values("via"))
                }
                DeepLinkRoute("/#/:room/:event") { parameters in
                    .event(room: try parameters.string("room"), event: try parameters.string("event"))
                }
            }
            DeepLinkRoute.host("app.element.io") {
                DeepLinkRoute("/#/room/:id") { .room(try $0.string("id"), via: $0.values("via")) }
                DeepLinkRoute("/#/user/:id") { .user(try $0.string("id")) }
            }
            DeepLinkRoute.scheme("matrix") {
                DeepLinkRoute("/u/:id") { .user("@" + (try $0.string("id"))) }
                DeepLinkRoute("/roomid/:id") { .room("!" + (try $0.string("id")), via: $0.values("via")) }
            }
            DeepLinkRoute("/share") { .share(text: try $0.query("text")) }
            DeepLinkRoute("/payload") { .payload(try $0.query("json")) }
            DeepLinkRoute("/oauth/callback") { .callback($0.url) }
            DeepLinkRoute("/settings", to: .settings)
        }
    }
}

@Suite("Deep links as real apps send them")
struct DeepLinkRealAppLinkTests {
    let table: DeepLinkTable<ChatLink>

    init() throws {
        table = try ChatLinks.table()
    }

    @Test("A pattern with a fragment part matches the fragment's path: matrix.to and web permalinks")
    func fragmentRoutes() throws {
        #expect(try table.resolve("https://matrix.to/#/@alice:example.org").value == .user("@alice:example.org"))
        #expect(
            try table.resolve("https://matrix.to/#/!abc:example.org?via=a.org&via=b.org").value
                == .room("!abc:example.org", via: ["a.org", "b.org"]))
        // A room alias keeps its `#`, raw or encoded.
        #expect(
            try table.resolve("https://matrix.to/#/#swift:example.org").value == .room("#swift:example.org", via: []))
        #expect(
            try table.resolve("https://matrix.to/#/%23swift:example.org").value == .room("#swift:example.org", via: []))
        #expect(
            try table.resolve("https://matrix.to/#/!abc:example.org/$event1").value
                == .event(room: "!abc:example.org", event: "$event1"))
        #expect(
            try table.resolve("https://app.element.io/#/room/!abc:example.org").value
                == .room("!abc:example.org", via: []))
    }

    @Test("A fragment no pattern routes is read as the link's fragment, and the path matches as before")
    func fragmentRead() throws {
        let link = try table.resolve("https://matrix.to/settings#top")
        #expect(link.value == .settings)
        #expect(link.parameters.fragment == "top")
        let routed = try table.resolve("https://matrix.to/#/@alice:example.org")
        #expect(routed.parameters.fragment == "/@alice:example.org")
        #expect(try table.resolve("https://matrix.to/settings").parameters.fragment == nil)
        // A fragment is read by the same rules as the rest of the URL.
        #expect(deepLinkError { try table.resolve("https://matrix.to/settings#a%zz") } == .malformedURL)
        #expect(deepLinkError { try table.resolve("https://matrix.to/settings#a%00") } == .disallowedCharacter)
        #expect(deepLinkError { try table.resolve("https://matrix.to/#/a/../b") } == .dotSegment)
    }

    @Test("Routes scoped to a host are reached from that host only; patterns say their origin")
    func originScopes() throws {
        // The same path means different things under each host, and nothing elsewhere.
        #expect(deepLinkError { try table.resolve("https://app.element.io/#/@alice:example.org") } == .noMatch)
        #expect(deepLinkError { try table.resolve("https://matrix.to/#/room/!abc:example.org/$e/x") } == .noMatch)
        #expect(deepLinkError { try table.resolve("chat://#/@alice:example.org") } == .noMatch)
        // Unscoped routes serve every origin.
        #expect(try table.resolve("https://app.element.io/settings").value == .settings)
        #expect(try table.resolve("chat://settings").value == .settings)
        #expect(try table.resolve("https://matrix.to/#/@a:b").pattern == "//matrix.to/#/:id")
        #expect(table.patterns.contains("matrix:/u/:id"))
    }

    @Test("A scope the table's origins cannot reach is refused when the table is built")
    func unknownScope() {
        #expect(
            deepLinkError {
                try DeepLinkTable<ChatLink>(origins: ChatLinks.origins) {
                    DeepLinkRoute.host("evil.com") { DeepLinkRoute("/settings", to: .settings) }
                }
            } == .invalidOrigin("evil.com"))
        #expect(
            deepLinkError {
                try DeepLinkTable<ChatLink>(origins: ChatLinks.origins) {
                    DeepLinkRoute.scheme("other") { DeepLinkRoute("/settings", to: .settings) }
                }
            } == .invalidOrigin("other"))
        #expect(
            deepLinkError { try DeepLinkTable<ChatLink> { DeepLinkRoute("/*rest#/x") { _ in .settings } } }
                == .invalidPattern("/*rest#/x"))
    }

    @Test("URIs without `//` read their path as written: `matrix:u/…`, `chat:/share?…`")
    func opaqueURIs() throws {
        #expect(try table.resolve("matrix:u/alice:example.org").value == .user("@alice:example.org"))
        #expect(
            try table.resolve("matrix:roomid/abc:example.org?via=a.org&via=b.org").value
                == .room("!abc:example.org", via: ["a.org", "b.org"]))
        #expect(try table.resolve("chat:/share?text=hi").value == .share(text: "hi"))
        #expect(try table.resolve("chat:share?text=hi").value == .share(text: "hi"))
        #expect(try table.resolve("chat:/settings").value == .settings)
        #expect(
            try table.resolve(#require(URL(string: "matrix:u/alice:example.org"))).value == .user("@alice:example.org"))
        // Without an authority there is no host to lowercase: the path keeps its case.
        #expect(deepLinkError { try table.resolve("chat:SETTINGS") } == .noMatch)
        #expect(deepLinkError { try table.resolve("chat:../settings") } == .dotSegment)
        #expect(deepLinkError { try table.resolve("https:settings") } == .unknownHost(""))
    }

    @Test("Repeated query items read as arrays; a single read of one is a typed error")
    func repeatedItems() throws {
        let link = try table.resolve("https://matrix.to/#/!abc:example.org?via=a.org&via=b.org&via=a.org")
        #expect(link.parameters.values("via") == ["a.org", "b.org", "a.org"])
        #expect(link.parameters.query["via"] == nil)
        #expect(throws: DeepLinkError.duplicateQueryItem("via")) {
            try link.parameters.optionalQuery("via", as: String.self)
        }
        let numbers = try table.resolve("chat://share?text=a&n=1&n=2").parameters
        #expect(try numbers.values("n", as: Int.self) == [1, 2])
        #expect(numbers.values("missing").isEmpty)
        #expect(throws: DeepLinkError.invalidParameter(name: "text")) { try numbers.values("text", as: Int.self) }
        #expect(deepLinkError { try table.resolve("chat://share?text=a&text=b") } == .duplicateQueryItem("text"))
        // An item without `=` has the empty value.
        #expect(try table.resolve("chat://share?text").value == .share(text: ""))
    }

    @Test("Values hold any character the URL carries encoded: backslashes and JSON")
    func anyCharacter() throws {
        let json = #"{"a":"b\"c","d":[1,2]}"#
        let encoded = json.utf8.map { "%" + String($0, radix: 16, uppercase: true) }.joined()
        #expect(try table.resolve("chat://payload?json=" + encoded).value == .payload(json))
        #expect(try table.resolve("chat://share?text=C:%5Cpath").value == .share(text: #"C:\path"#))
        // Still refused: controls, invisible characters, escapes left after decoding, the length limit.
        #expect(deepLinkError { try table.resolve("chat://share?text=a%0Ab") } == .disallowedCharacter)
        #expect(deepLinkError { try table.resolve("chat://share?text=a%E2%80%AEb") } == .disallowedCharacter)
        #expect(deepLinkError { try table.resolve("chat://share?text=%255C") } == .doubleEncoded)
        let long = String(repeating: "%5C", count: 257)
        #expect(deepLinkError { try table.resolve("chat://share?text=" + long) } == .parameterTooLong(name: "text"))
    }

    @Test("A route's build closure reads the whole URL: an OAuth callback")
    func urlInBuild() throws {
        let text = "chat://oauth/callback?code=abc&state=xyz#access_token=t"
        #expect(try table.resolve(text).value == .callback(URL(string: text)))
        #expect(try table.resolve(#require(URL(string: text))).value == .callback(URL(string: text)))
        #expect(try table.resolve(path: "/oauth/callback?code=abc").value == .callback(nil))
    }

    @Test("Links of scoped and fragment routes are written where they are read")
    func reverse() throws {
        let table = try DeepLinkTable<ChatLink>(origins: ChatLinks.origins) {
            DeepLinkRoute.host("matrix.to") {
                DeepLinkRoute("/#/:id") {
                    .user(try $0.string("id"))
                } reverse: {
                    guard case .user(let id) = $0 else { return nil }
                    return ["id": id]
                }
            }
            DeepLinkRoute.scheme("matrix") {
                DeepLinkRoute("/roomid/:id") {
                    .room(try $0.string("id"), via: [])
                } reverse: {
                    guard case .room(let id, _) = $0 else { return nil }
                    return ["id": id]
                }
            }
        }
        let user = try table.url(for: ChatLink.user("@alice:example.org"))
        #expect(user.absoluteString == "https://matrix.to/#/%40alice%3Aexample.org")
        #expect(try table.resolve(user).value == .user("@alice:example.org"))
        let room = try table.url(for: ChatLink.room("abc", via: []))
        #expect(room.absoluteString == "matrix:/roomid/abc")
        #expect(try table.resolve(room).value == .room("abc", via: []))
    }
}
