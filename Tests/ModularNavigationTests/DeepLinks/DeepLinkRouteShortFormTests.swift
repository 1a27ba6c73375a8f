import ModularNavigation
import Testing

@Suite("Deep-link routes: the short forms for a fixed value and for one parameter")
struct DeepLinkRouteShortFormTests {
    enum Shelf: Hashable, Sendable {
        case list
        case settings
        case detail(id: Int)
    }

    static func table() throws(DeepLinkError) -> DeepLinkTable<Shelf> {
        try DeepLinkTable {
            DeepLinkRoute("/", to: .list)
            DeepLinkRoute("/settings", to: .settings)
            DeepLinkRoute("/:id", in: 1...) {
                .detail(id: $0)
            } reverse: {
                if case .detail(let id) = $0 { id } else { nil }
            }
        }
    }

    @Test("A fixed route builds its value and writes its link for that value only")
    func fixedRoute() throws {
        let table = try Self.table()
        #expect(try table.resolve(path: "/").value == .list)
        #expect(try table.resolve(path: "/settings/").value == .settings)
        #expect(try table.path(for: Shelf.list) == "/")
        #expect(try table.path(for: Shelf.settings) == "/settings")
    }

    @Test("A one-parameter route reads the parameter its pattern names and writes it back")
    func oneParameter() throws {
        let table = try Self.table()
        let link = try table.resolve(path: "/42")
        #expect(link.value == .detail(id: 42))
        #expect(link.pattern == "/:id")
        #expect(try table.path(for: Shelf.detail(id: 42)) == "/42")
    }

    @Test(
        "A one-parameter route refuses text that is not a value in its range",
        arguments: ["/0", "/-3", "/007", "/+7", "/seven", "/99999999999999999999"]
    )
    func outsideTheRange(path: String) throws {
        let table = try Self.table()
        #expect(deepLinkError { try table.resolve(path: path) } == .invalidParameter(name: "id"))
    }

    @Test("A value outside the range has no link, so every link written opens")
    func noLinkOutsideTheRange() throws {
        let table = try Self.table()
        #expect(deepLinkError { try table.path(for: Shelf.detail(id: 0)) } == .notReversible)
        #expect(deepLinkError { try table.path(for: Shelf.detail(id: -1)) } == .notReversible)
    }

    @Test("Literals win over the parameter; the first route that writes a value writes its link")
    func precedence() throws {
        let table = try DeepLinkTable<Shelf> {
            DeepLinkRoute("/:id", in: 1...) {
                .detail(id: $0)
            } reverse: {
                if case .detail(let id) = $0 { id } else { nil }
            }
            DeepLinkRoute("/settings", to: .settings)
            DeepLinkRoute("/", to: .list)
            DeepLinkRoute("/home", to: .list)
        }
        #expect(try table.resolve(path: "/settings").value == .settings)
        #expect(try table.resolve(path: "/7").value == .detail(id: 7))
        #expect(try table.resolve(path: "/home").value == .list)
        #expect(try table.path(for: Shelf.list) == "/")
    }

    @Test(
        "A one-parameter route whose pattern names no parameter, several, or does not parse is refused",
        arguments: ["/orders", "/", "/:a/:b", "/:id/*rest", "orders/:id", "/:1id"]
    )
    func patternWithoutOneParameter(pattern: String) {
        let error = deepLinkError {
            try DeepLinkTable<Shelf> {
                DeepLinkRoute(pattern, in: 1...) {
                    .detail(id: $0)
                } reverse: { _ in
                    nil
                }
            }
        }
        #expect(error == .invalidPattern(pattern))
    }

    @Test("A fixed route given a parameter matches it but cannot write its link")
    func fixedRouteWithParameter() throws {
        let table = try DeepLinkTable<Shelf> {
            DeepLinkRoute("/legacy/:id", to: .list)
        }
        #expect(try table.resolve(path: "/legacy/anything").value == .list)
        #expect(deepLinkError { try table.path(for: Shelf.list) } == .missingArgument("id"))
        #expect(deepLinkError { try table.path(for: Shelf.settings) } == .notReversible)
    }

    @Test("Both short forms keep working when their table is mounted under a prefix")
    func mounted() throws {
        let app = try DeepLinkTable<String> {
            try Self.table().mounted(at: "/shelf") { "\($0)" }
        }
        #expect(try app.resolve(path: "/shelf/5").value == "detail(id: 5)")
        #expect(try app.resolve(path: "/shelf").value == "list")
        #expect(try app.path(for: Shelf.detail(id: 5)) == "/shelf/5")
        #expect(try app.path(for: Shelf.settings) == "/shelf/settings")
    }

    @Test("A one-parameter route reads a typed parameter such as :id(int)")
    func typedParameter() throws {
        let table = try DeepLinkTable<Shelf> {
            DeepLinkRoute("/items/:id(int)", in: 1...) {
                .detail(id: $0)
            } reverse: {
                if case .detail(let id) = $0 { id } else { nil }
            }
        }
        #expect(try table.resolve(path: "/items/3").value == .detail(id: 3))
        #expect(try table.path(for: Shelf.detail(id: 3)) == "/items/3")
    }
}
