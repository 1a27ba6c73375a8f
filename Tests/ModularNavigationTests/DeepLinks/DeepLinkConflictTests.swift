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
        "Patterns that match exactly the same URLs at the same precedence are refused, naming both",
        arguments: [
            (["/a/:x", "/a/:y"], "/a/:y", "/a/:x"),
            (["/files/*rest", "/files/*path"], "/files/*path", "/files/*rest"),
            (["/", "/"], "/", "/"),
            (["/detail/:id/", "/detail/:id"], "/detail/:id", "/detail/:id"),
            (["/detail/:id(int)", "/detail/:n(int)"], "/detail/:n(int)", "/detail/:id(int)"),
            (["/item/:id(uuid)/x", "/item/:key(uuid)/x"], "/item/:key(uuid)/x", "/item/:id(uuid)/x"),
            (["/:a/b/*rest", "/:c/b/*tail"], "/:c/b/*tail", "/:a/b/*rest"),
        ]
    )
    func conflicts(patterns: [String], pattern: String, existing: String) {
        #expect(build(patterns) == .conflicts([DeepLinkError.Conflict(pattern: pattern, existing: existing)]))
    }

    @Test(
        "Overlapping patterns at different precedence coexist: literal, typed, plain, tail",
        arguments: [
            ["/detail/:id", "/detail/new"],
            ["/orders/filter", "/orders/:id"],
            ["/assets/new", "/assets/:id"],
            ["/a/:x/b", "/a/c/:y"],
            ["/files/*path", "/files/a/b"],
            ["/*all", "/x"],
            ["/:a/:b", "/x/*rest"],
            ["/orders/:id(int)", "/orders/:slug", "/orders/*rest", "/orders/recent"],
            ["/item/:id(uuid)", "/item/:n(int)", "/item/:name"],
            ["/a/:x/b", "/a/lit/c"],
            ["/files", "/files/*path"],
            ["/", "/*all"],
            ["/detail/:id", "/detail/:id/edit", "/detail/new/draft"],
            ["/:a", "/:a/:b", "/:a/:b/:c"],
            ["/x/*tail", "/y/*tail"],
        ]
    )
    func precedenceNotConflict(patterns: [String]) {
        #expect(build(patterns) == nil)
    }

    @Test("One build reports every conflicting pair, in registration order, across mounted tables")
    func everyConflictReported() throws {
        let first = try DeepLinkTable<Int> {
            DeepLinkRoute("/item/:id") { try $0.int("id") }
            DeepLinkRoute("/list") { _ in 0 }
        }
        let second = try DeepLinkTable<Int> {
            DeepLinkRoute("/item/:key") { _ in 1 }
            DeepLinkRoute("/list/") { _ in 2 }
        }
        let error = deepLinkError {
            try DeepLinkTable<Int> {
                first.mounted(at: "/shop") { $0 }
                second.mounted(at: "/shop") { $0 }
                DeepLinkRoute("/shop/item/:other") { _ in 3 }
                DeepLinkRoute("/shop/*rest") { _ in 4 }
            }
        }
        #expect(
            error
                == .conflicts([
                    DeepLinkError.Conflict(pattern: "/shop/item/:key", existing: "/shop/item/:id"),
                    DeepLinkError.Conflict(pattern: "/shop/list", existing: "/shop/list"),
                    DeepLinkError.Conflict(pattern: "/shop/item/:other", existing: "/shop/item/:id"),
                    DeepLinkError.Conflict(pattern: "/shop/item/:other", existing: "/shop/item/:key"),
                ]))
        #expect(
            DeepLinkError.Conflict(pattern: "/a/:y", existing: "/a/:x").description
                == #""/a/:y" conflicts with "/a/:x""#)
    }

    @Test("An app route beside a mounted module route at the same position is decided by precedence")
    func appRouteBesideMount() throws {
        let table = try DeepLinkTable<AppTarget>(origins: LinkApp.origins) {
            try AssetsModule.deepLinks().mounted(at: "/assets") { .tab(.assets, path: [.assets($0)]) }
            DeepLinkRoute("/assets/detail/latest") { _ in .tab(.assets) }
        }
        #expect(try table.resolve("myapp:///assets/detail/latest").value == .tab(.assets))
        #expect(try table.resolve("myapp:///assets/detail/7").value == .tab(.assets, path: [.assets(.detail(7))]))
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

    @Test("Routes of two tables mounted into one and then mounted again keep their own prefixes")
    func nestedMountsOfSeveralTables() throws {
        let first = try DeepLinkTable<Int> {
            DeepLinkRoute("/a/:n") { try $0.int("n") }
            DeepLinkRoute("/b") { _ in 2 }
        }
        let second = try DeepLinkTable<Int> { DeepLinkRoute("/c/:n") { 100 + (try $0.int("n")) } }
        let middle = try DeepLinkTable<Int> {
            first.mounted(at: "/one") { $0 }
            second.mounted(at: "/two/deep") { $0 }
            DeepLinkRoute("/own") { _ in 3 }
        }
        let outer = try DeepLinkTable<Int> { middle.mounted(at: "/x") { $0 * 10 } }
        #expect(outer.patterns == ["/x/one/a/:n", "/x/one/b", "/x/two/deep/c/:n", "/x/own"])
        #expect(try outer.resolve(path: "/x/one/a/4").value == 40)
        #expect(try outer.resolve(path: "/x/one/b").value == 20)
        #expect(try outer.resolve(path: "/x/two/deep/c/5").value == 1_050)
        #expect(try outer.resolve(path: "/x/own").value == 30)
        #expect(try outer.resolve(path: "/x/one/a/4").pattern == "/x/one/a/:n")
    }

    @Test("The root prefix and the root pattern add nothing when mounted, at any depth")
    func rootMounts() throws {
        let module = try DeepLinkTable<Int> {
            DeepLinkRoute("/", to: 1)
            DeepLinkRoute("/x/", to: 2)
        }
        let middle = try DeepLinkTable<Int> { module.mounted(at: "/") { $0 * 10 } }
        let app = try DeepLinkTable<Int>(origins: DeepLinkOrigins(schemes: ["t"])) {
            middle.mounted(at: "/m") { $0 + 1 }
            middle.mounted(at: "/") { $0 + 2 }
        }
        #expect(middle.patterns == ["/", "/x"])
        #expect(app.patterns == ["/m", "/m/x", "/", "/x"])
        #expect(try app.resolve("t:///m").value == 11)
        #expect(try app.resolve("t:///m/x").value == 21)
        #expect(try app.resolve("t:///").value == 12)
        #expect(try app.resolve("t:///x").value == 22)
        #expect(try app.path(for: 2) == "/m/x")
    }

    @Test("A pattern mounted twice into one table conflicts with itself, named with each prefix")
    func sameTableMountedTwice() throws {
        let module = try DeepLinkTable<Int> { DeepLinkRoute("/a/:id") { try $0.int("id") } }
        let error = deepLinkError {
            try DeepLinkTable<Int> {
                module.mounted(at: "/p/q") { $0 }
                module.mounted(at: "/p/q/") { $0 }
            }
        }
        #expect(error == .conflicts([DeepLinkError.Conflict(pattern: "/p/q/a/:id", existing: "/p/q/a/:id")]))
    }

    @Test(
        "Malformed patterns and mount prefixes are refused when the table is built",
        arguments: [
            "", "detail", "/detail//x", "//", "/:", "/*", "/:1id", "/:id-x", "/*rest/more", "/:id/:id",
            "/:id/*id", "/detail?x=1", "/caf\u{E9}", "/a b", "/.", "/..", "/a/../b", "/%61", "/a:b",
            "/:id(integer)", "/:id()", "/:id(int", "/:(int)", "/*rest(int)", "/:id(int)x", "/:id(INT)", "/lit(int)",
        ]
    )
    func invalidPatterns(pattern: String) {
        #expect(build([pattern]) == .invalidPattern(pattern))
    }

    @Test("Each pattern of a table is read on its own: names repeat across patterns, not within one")
    func namesPerPattern() throws {
        #expect(build(["/a/:id", "/b/:id/*rest", "/c/:id/:id"]) == .invalidPattern("/c/:id/:id"))
        let table = try DeepLinkTable<String> {
            DeepLinkRoute("/a/:id") { "a \(try $0.int("id"))" }
            DeepLinkRoute("/b/:id/*rest") { "b \(try $0.int("id")) \(try $0.tail("rest").joined(separator: "/"))" }
            DeepLinkRoute("/c/:name") { "c \(try $0.string("name"))" }
        }
        #expect(try table.resolve(path: "/a/1").value == "a 1")
        #expect(try table.resolve(path: "/b/2/x/y").value == "b 2 x/y")
        #expect(try table.resolve(path: "/c/z").value == "c z")
        #expect(table.patterns == ["/a/:id", "/b/:id/*rest", "/c/:name"])
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
            #expect(deepLinkError { try DeepLinkTable<Int>(origins: origins) { [] } } == .invalidOrigin(bad))
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
