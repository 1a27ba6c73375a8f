import ModularNavigation
import Testing

@Suite("Deep-link tables: precedence between overlapping patterns")
struct DeepLinkPrecedenceTests {
    /// A table whose routes build their own pattern plus the parameters they read.
    private func table(_ patterns: [String]) throws -> DeepLinkTable<String> {
        try DeepLinkTable(
            origins: DeepLinkOrigins(schemes: ["t"]),
            routes: patterns.map { pattern in
                DeepLinkRoute(pattern) { _ in pattern }
            }
        )
    }

    private func route(_ path: String, in table: DeepLinkTable<String>) -> String? {
        try? table.resolve("t://" + path).value
    }

    @Test("A literal beside a parameter at the same position: each URL opens its own screen")
    func literalBesideParameter() throws {
        let orders = try table(["/orders/:id", "/orders/filter", "/assets/:id", "/assets/new"])
        #expect(route("/orders/filter", in: orders) == "/orders/filter")
        #expect(route("/orders/42", in: orders) == "/orders/:id")
        #expect(route("/orders/filters", in: orders) == "/orders/:id")
        #expect(route("/assets/new", in: orders) == "/assets/new")
        #expect(route("/assets/7", in: orders) == "/assets/:id")
        // Registration order does not matter.
        let reversed = try table(["/orders/filter", "/orders/:id", "/assets/new", "/assets/:id"])
        for path in ["/orders/filter", "/orders/42", "/assets/new", "/assets/7"] {
            #expect(route(path, in: reversed) == route(path, in: orders), "\(path)")
        }
    }

    @Test("Literal before typed before plain parameter before tail")
    func fullOrder() throws {
        let table = try table([
            "/orders/*rest", "/orders/:slug", "/orders/:id(int)", "/orders/:key(uuid)", "/orders/recent",
        ])
        #expect(route("/orders/recent", in: table) == "/orders/recent")
        #expect(route("/orders/42", in: table) == "/orders/:id(int)")
        #expect(route("/orders/-7", in: table) == "/orders/:id(int)")
        #expect(route("/orders/E621E1F8-C36C-495A-93FC-0C247A3E6E5F", in: table) == "/orders/:key(uuid)")
        #expect(route("/orders/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", in: table) == "/orders/:key(uuid)")
        // Not the one spelling of an Int: a plain parameter takes it.
        for text in ["042", "+42", "-0", "4x", "99999999999999999999"] {
            #expect(route("/orders/" + text, in: table) == "/orders/:slug", "\(text)")
        }
        #expect(route("/orders/spring-sale", in: table) == "/orders/:slug")
        #expect(route("/orders/recent/extra", in: table) == "/orders/*rest")
        #expect(route("/orders/a/b/c", in: table) == "/orders/*rest")
    }

    @Test("A typed parameter alone refuses segments of another kind as no match")
    func typedAlone() throws {
        let table = try table(["/item/:id(int)"])
        #expect(route("/item/3", in: table) == "/item/:id(int)")
        #expect(deepLinkError { try table.resolve("t:///item/three") } == .noMatch)
    }

    @Test("An edge leading only to routes of another length is passed over, without going back")
    func lengthAwareWalk() throws {
        let table = try table(["/detail/:id", "/detail/new/draft", "/files/:name", "/files/*path", "/a/:x/b"])
        #expect(route("/detail/new", in: table) == "/detail/:id")
        #expect(route("/detail/new/draft", in: table) == "/detail/new/draft")
        #expect(route("/files/readme", in: table) == "/files/:name")
        #expect(route("/files/docs/readme", in: table) == "/files/*path")
    }

    @Test("When the walk dead-ends, the deepest tail it passed takes the rest")
    func tailCatchesDeadEnds() throws {
        let table = try table(["/files/*path", "/files/:name/info", "/*all", "/docs/:page/edit"])
        #expect(route("/files/a/info", in: table) == "/files/:name/info")
        #expect(route("/files/a/b", in: table) == "/files/*path")
        #expect(route("/docs/x/view", in: table) == "/*all")
        #expect(route("/docs/x", in: table) == "/*all")
        let rest = try table.resolve("t:///files/a/b")
        #expect(rest.parameters.path["path"] == "a/b")
    }

    @Test("The walk never goes back: a literal that matches the segment wins even if the rest then fails")
    func noBacktracking() throws {
        let table = try table(["/a/:x/b", "/a/lit/c"])
        #expect(route("/a/lit/c", in: table) == "/a/lit/c")
        #expect(route("/a/other/b", in: table) == "/a/:x/b")
        // Both lead to a route of one more segment, so the literal is taken, and `b` is
        // not below it. The DeepLinks article states this rule.
        #expect(deepLinkError { try table.resolve("t:///a/lit/b") } == .noMatch)
    }

    @Test("A share link that precedence would send to another route is not written")
    func reverseRespectsPrecedence() throws {
        let table = try DeepLinkTable<String>(origins: DeepLinkOrigins(schemes: ["t"])) {
            DeepLinkRoute("/orders/filter") { _ in
                "filter"
            } reverse: {
                $0 == "filter" ? [:] : nil
            }
            DeepLinkRoute("/orders/:id") {
                try $0.string("id")
            } reverse: {
                ["id": $0]
            }
        }
        #expect(try table.path(for: "filter") == "/orders/filter")
        #expect(try table.path(for: "42") == "/orders/42")
        let count = try DeepLinkTable<String> {
            DeepLinkRoute("/count/:n(int)") {
                try $0.string("n")
            } reverse: {
                ["n": $0]
            }
        }
        #expect(try count.path(for: "12") == "/count/12")
        #expect(deepLinkError { try count.path(for: "012") } == .invalidArgument("n"))
        let shadowed = try DeepLinkTable<String> {
            DeepLinkRoute("/orders/:id") {
                try $0.string("id")
            } reverse: {
                ["id": $0]
            }
            DeepLinkRoute("/orders/filter") { _ in "filter" }
        }
        #expect(deepLinkError { try shadowed.path(for: "filter") } == .notReversible)
    }
}
