import ModularNavigation
import ModularNavigationTesting
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// Code quoted by the Deep links article: a client of a federated network, whose links come
// from any server and open on whatever the user is looking at. Library API only.

enum FediRoute: Hashable, Sendable {
    case timeline
    case notifications
    case account(handle: String, server: String)
    case status(id: Int, server: String)
    case tag(String)
    case compose
}

enum FediTab: Hashable, Sendable, CaseIterable {
    case timeline, notifications
}

enum FediLinks {
    static func table() throws(DeepLinkError) -> DeepLinkTable<DeepLinkTarget<FediRoute, FediTab>> {
        try DeepLinkTable(origins: .anyHost(schemes: ["fedi"])) {
            DeepLinkRoute("/:account") { parameters in
                .pushOnTop([try account(parameters)])
            }
            DeepLinkRoute("/:account/:id(int)") { parameters in
                .pushOnTop([try account(parameters), .status(id: try parameters.int("id"), server: server(parameters))])
            }
            DeepLinkRoute("/tags/:tag") { parameters in
                .pushOnTop([.tag(try parameters.string("tag"))])
            }
            DeepLinkRoute("/share") { _ in
                .presentOnTop(.compose)
            }
        }
    }

    /// `/@ada` on the server the link came from; a segment without `@` is no account.
    private static func account(_ parameters: DeepLinkParameters) throws(DeepLinkError) -> FediRoute {
        let segment = try parameters.string("account")
        guard segment.hasPrefix("@"), segment.count > 1 else { throw .noMatch }
        return .account(handle: String(segment.dropFirst()), server: server(parameters))
    }

    /// The universal link's host; a custom-scheme link names the home server.
    private static func server(_ parameters: DeepLinkParameters) -> String {
        parameters.host ?? "home.example"
    }
}

/// What a chat client's permalinks open, for the article's section on links as apps send them.
enum PermalinkRoute: Hashable, Sendable {
    case rooms
    case room(String, via: [String])
    case user(String)
    case share(String)
}

enum Permalinks {
    static func table() throws(DeepLinkError) -> DeepLinkTable<DeepLinkTarget<PermalinkRoute, Never>> {
        try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["matrix", "chat"], hosts: ["matrix.to"])) {
            DeepLinkRoute.host("matrix.to") {
                DeepLinkRoute("/#/:id") { parameters in
                    let id = try parameters.string("id")
                    let route = id.hasPrefix("@") ? PermalinkRoute.user(id) : .room(id, via: parameters.values("via"))
                    return .stack(path: [route])
                }
            }
            DeepLinkRoute.scheme("matrix") {
                DeepLinkRoute("/u/:id") { .stack(path: [.user("@" + (try $0.string("id")))]) }
            }
            DeepLinkRoute("/share") { .presentOnTop(.share(try $0.query("text"))) }
        }
    }
}

@MainActor
@Suite("the Deep links article")
struct DeepLinkArticleTests {
    @Test("a link from any server resolves, and the route reads the server as the host")
    func anyServer() throws {
        let table = try FediLinks.table()
        let link = try table.resolve("https://mastodon.social/@ada/42")
        #expect(
            link.value
                == .pushOnTop([
                    .account(handle: "ada", server: "mastodon.social"), .status(id: 42, server: "mastodon.social"),
                ]))
        #expect(link.pattern == "/:account/:id(int)")
        #expect(link.parameters.host == "mastodon.social")
        #expect(try table.resolve("https://Fosstodon.ORG/tags/swift").value == .pushOnTop([.tag("swift")]))
        #expect(throws: DeepLinkError.unsupportedScheme("http")) { try table.resolve("http://mastodon.social/@ada") }
        #expect(throws: DeepLinkError.noMatch) { try table.resolve("https://mastodon.social/about") }
    }

    @Test("a bare path is read by resolve(path:), and resolve(_:) points to it with a typed error")
    func barePath() throws {
        let table = try FediLinks.table()
        let link = try table.resolve(path: "/tags/swift")
        #expect(link.value == .pushOnTop([.tag("swift")]))
        #expect(throws: DeepLinkError.pathWithoutOrigin) { try table.resolve("/tags/swift") }
    }

    @Test("a link from another server pushes on the stack the user sees, inside the sheet that is up")
    func pushOnTheVisibleStack() throws {
        let navigator = Navigator(
            try NavigationState<FediRoute, FediTab>(selectedTab: .notifications) { tab in
                tab == .timeline ? .timeline : .notifications
            })
        navigator.deepLinks = try FediLinks.table()
        let host = HeadlessHost(navigator: navigator)
        host.tap { navigator.present(.compose, style: .sheet()) }
        expectSettled(host)

        let outcome = navigator.open(try #require(URL(string: "https://hachyderm.io/@grace")))
        #expect(outcome == .opened)
        expectSettled(host)
        #expect(navigator.selectedTab == .notifications)
        #expect(navigator.topStack.path.map(\.route) == [.account(handle: "grace", server: "hachyderm.io")])
        #expect(navigator.state.stack(at: .tab(.notifications))?.path.isEmpty == true)
    }

    @Test("each DeepLinkOutcome case, as the navigator reports it")
    func outcomes() throws {
        let navigator = Navigator(
            try NavigationState<FediRoute, FediTab>(selectedTab: .timeline) { tab in
                tab == .timeline ? .timeline : .notifications
            })
        navigator.deepLinks = try FediLinks.table()
        let url = try #require(URL(string: "fedi://tags/swift"))
        #expect(navigator.open(url) == .queued)
        navigator.attachUI()
        #expect(navigator.open(url) == .opened)
        let bad = try #require(URL(string: "fedi://nobody"))
        #expect(navigator.open(bad) == .failed(.noMatch))
        let blocked = navigator.addGuard { _ in .cancel }
        #expect(navigator.open(url) == .cancelled)
        navigator.removeGuard(blocked)
        navigator.addGuard { proposal in
            proposal.addedRoutes.contains(.tag("swift"))
                ? .redirect(presenting: .compose, expecting: Bool.self) : .allow
        }
        #expect(navigator.open(url) == .redirected)
    }

    @Test("links as apps send them: fragments, URIs without //, repeated items, items without =")
    func linksAsAppsSendThem() throws {
        let table = try Permalinks.table()
        let room = try table.resolve("https://matrix.to/#/!abc:example.org?via=a.org&via=b.org")
        #expect(room.value == .stack(path: [.room("!abc:example.org", via: ["a.org", "b.org"])]))
        #expect(room.parameters.values("via") == ["a.org", "b.org"])
        #expect(throws: DeepLinkError.duplicateQueryItem("via")) { try room.parameters.query("via", as: String.self) }
        #expect(try table.resolve("matrix:u/alice:example.org").value == .stack(path: [.user("@alice:example.org")]))
        #expect(try table.resolve("chat:/share?text=hi").value == .presentOnTop(.share("hi")))
        #expect(try table.resolve("chat://share?text").value == .presentOnTop(.share("")))
        #expect(throws: DeepLinkError.noMatch) { try table.resolve("chat://#/@alice:example.org") }
    }

    @Test("a target shown without a URL, and a fresh screen for the same route")
    func openTarget() throws {
        let navigator = Navigator(root: PermalinkRoute.rooms)
        navigator.attachUI()
        let room = PermalinkRoute.room("!abc:example.org", via: [])
        #expect(navigator.open(.stack(path: [room])) == .opened)
        let shown = navigator.topStack.top
        #expect(navigator.open(.stack(path: [room])) == .opened)
        #expect(navigator.topStack.top == shown)
        #expect(navigator.open(DeepLinkTarget.stack(path: [room]).withFreshScreen()) == .opened)
        #expect(navigator.topStack.top.route == room)
        #expect(navigator.topStack.top.id != shown.id)
    }
}
