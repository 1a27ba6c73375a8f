import ModularNavigation
import Testing

@Suite("Deep-link tables: conflicts and pattern validation")
struct DeepLinkConflictTests {
    private func build(_ patterns: [String]) -> DeepLinkError? {
        deepLinkError {
            try DeepLinkTable<String>(routes: patterns.map { pattern in DeepLinkRoute(pattern) { _ in pattern } })
        }
    }

    @Test(
        "Two patterns that can match the same URL are refused, naming both",
        arguments: [
            (["/detail/:id", "/detail/new"], "/detail/new", "/detail/:id"),
            (["/detail/new", "/detail/:id"], "/detail/:id", "/detail/new"),
            (["/a/:x", "/a/:y"], "/a/:y", "/a/:x"),
            (["/a/:x/b", "/a/c/:y"], "/a/c/:y", "/a/:x/b"),
            (["/files/*path", "/files/a/b"], "/files/a/b", "/files/*path"),
            (["/files/a/b", "/files/*path"], "/files/*path", "/files/a/b"),
            (["/files/*rest", "/files/*path"], "/files/*path", "/files/*rest"),
            (["/*all", "/x"], "/x", "/*all"),
            (["/:a/:b", "/x/*rest"], "/x/*rest", "/:a/:b"),
            (["/", "/"], "/", "/"),
            (["/detail/:id/", "/detail/:id"], "/detail/:id", "/detail/:id"),
        ]
    )
    func conflicts(patterns: [String], pattern: String, existing: String) {
        #expect(build(patterns) == .conflict(pattern: pattern, existing: existing))
    }

    @Test(
        "Patterns that share a prefix but cannot match the same URL coexist",
        arguments: [
            ["/a/:x/b", "/a/lit/c"],
            ["/files", "/files/*path"],
            ["/", "/*all"],
            ["/detail/:id", "/detail/:id/edit", "/detail/new/draft"],
            ["/:a", "/:a/:b", "/:a/:b/:c"],
            ["/x/*tail", "/y/*tail"],
        ]
    )
    func disjointPatterns(patterns: [String]) {
        #expect(build(patterns) == nil)
    }

    @Test("A literal branch that dead-ends falls back to the parameter branch at the same level")
    func backtracking() throws {
        let table = try DeepLinkTable<String>(origins: DeepLinkOrigins(schemes: ["t"])) {
            DeepLinkRoute("/a/:x/b") { "param " + (try $0.string("x")) }
            DeepLinkRoute("/a/lit/c") { _ in "literal" }
        }
        #expect(try table.resolve("t:///a/lit/b").value == "param lit")
        #expect(try table.resolve("t:///a/lit/c").value == "literal")
        #expect(try table.resolve("t:///a/other/b").value == "param other")
        #expect(deepLinkError { try table.resolve("t:///a/other/c") } == .noMatch)
    }

    @Test("Mounting two tables whose patterns overlap is refused with both full patterns")
    func mountConflicts() throws {
        let first = try DeepLinkTable<Int> { DeepLinkRoute("/item/:id") { try $0.int("id") } }
        let second = try DeepLinkTable<Int> { DeepLinkRoute("/:section/new") { _ in 0 } }
        let error = deepLinkError {
            try DeepLinkTable<Int> {
                first.mounted(at: "/shop") { $0 }
                second.mounted(at: "/shop") { $0 }
            }
        }
        #expect(error == .conflict(pattern: "/shop/:section/new", existing: "/shop/item/:id"))
        // Under different prefixes they do not meet.
        #expect(
            deepLinkError {
                try DeepLinkTable<Int> {
                    first.mounted(at: "/shop") { $0 }
                    second.mounted(at: "/admin") { $0 }
                }
            } == nil
        )
    }

    @Test("An app route that overlaps a mounted module route is refused")
    func appRouteAgainstMount() throws {
        let error = deepLinkError {
            try DeepLinkTable<AppTarget> {
                try AssetsModule.deepLinks().mounted(at: "/assets") { .tab(.assets, path: [.assets($0)]) }
                DeepLinkRoute("/assets/detail/latest") { _ in .tab(.assets) }
            }
        }
        #expect(error == .conflict(pattern: "/assets/detail/latest", existing: "/assets/detail/:id"))
    }

    @Test("Mounted tables nest, and prefixes add up")
    func nestedMounts() throws {
        let inner = try DeepLinkTable<Int> {
            DeepLinkRoute("/n/:n") {
                try $0.int("n")
            } reverse: {
                ["n": String($0)]
            }
        }
        let middle = try DeepLinkTable<Int> { inner.mounted(at: "/inner") { $0 * 10 } }
        let outer = try DeepLinkTable<Int>(origins: DeepLinkOrigins(schemes: ["t"])) {
            middle.mounted(at: "/outer/") { $0 + 1 }
        }
        #expect(outer.patterns == ["/outer/inner/n/:n"])
        #expect(try outer.resolve("t:///outer/inner/n/4").value == 41)
        #expect(try outer.path(for: 4) == "/outer/inner/n/4")
    }

    @Test(
        "Malformed patterns and mount prefixes are refused when the table is built",
        arguments: [
            "", "detail", "/detail//x", "//", "/:", "/*", "/:1id", "/:id-x", "/*rest/more", "/:id/:id",
            "/:id/*id", "/detail?x=1", "/caf\u{E9}", "/a b", "/.", "/..", "/a/../b", "/%61", "/a:b",
        ]
    )
    func invalidPatterns(pattern: String) {
        #expect(build([pattern]) == .invalidPattern(pattern))
    }

    @Test("A mount prefix must be literal")
    func invalidPrefix() throws {
        let module = try DeepLinkTable<Int> { DeepLinkRoute("/x") { _ in 1 } }
        #expect(
            deepLinkError { try DeepLinkTable<Int> { module.mounted(at: "/:org") { $0 } } } == .invalidPattern("/:org"))
        #expect(
            deepLinkError { try DeepLinkTable<Int> { module.mounted(at: "assets") { $0 } } }
                == .invalidPattern("assets"))
    }

    @Test("Origins are validated: custom schemes cannot be http or https, hosts are plain names")
    func invalidOrigins() {
        for (origins, bad) in [
            (DeepLinkOrigins(schemes: ["https"]), "https"),
            (DeepLinkOrigins(schemes: ["HTTP"]), "http"),
            (DeepLinkOrigins(schemes: ["1app"]), "1app"),
            (DeepLinkOrigins(schemes: ["my app"]), "my app"),
            (DeepLinkOrigins(hosts: ["example.com/x"]), "example.com/x"),
            (DeepLinkOrigins(hosts: [""]), ""),
        ] {
            #expect(deepLinkError { try DeepLinkTable<Int>(origins: origins, routes: []) } == .invalidOrigin(bad))
        }
    }

    @Test("Errors a table's builder block throws pass through")
    func builderErrors() {
        let error = deepLinkError {
            try DeepLinkTable<Int> {
                try DeepLinkTable<Int> { DeepLinkRoute("bad") { _ in 1 } }.mounted(at: "/m") { $0 }
            }
        }
        #expect(error == .invalidPattern("bad"))
    }
}
