import ModularNavigation
import ModularNavigationTesting
import Testing

// A feature module's destination as users write it: a public struct around an internal
// enum, whose cases wrap the module's public and internal screens.
struct AccountDestination: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case `public`(Public)
        case `internal`(Internal)
    }

    enum Public: Hashable, Sendable {
        case overview
        case friend(id: Int, name: String)
    }

    enum Internal: Hashable, Sendable {
        case editName(String?)
    }

    let kind: Kind
}

struct AccountSettings: Hashable, Sendable {
    let section: Int
    let compact: Bool
}

enum AccountAppRoute: Hashable, Sendable {
    case account(AccountDestination)
    case settings(AccountSettings)
    case list([Int])
}

/// A route that names itself.
enum NamedRoute: Hashable, Sendable, CustomNavigationDescription, CustomStringConvertible {
    case home

    var navigationDescription: String { "Home screen" }
    var description: String { "named home" }
}

/// A reply chain a route may carry: each message holds the one it answers, a class with
/// one stored value, so every link is a single-value wrapper around an optional.
final class ReplyChain: Hashable, Sendable {
    let previous: ReplyChain?

    init(previous: ReplyChain?) { self.previous = previous }

    /// A chain `length` messages long, built in a loop.
    static func of(length: Int) -> ReplyChain {
        var chain = ReplyChain(previous: nil)
        for _ in 1..<length { chain = ReplyChain(previous: chain) }
        return chain
    }

    static func == (lhs: ReplyChain, rhs: ReplyChain) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

@Suite("Readable descriptions")
struct ReadableDescriptionTests {
    @Test("a route that nests single-value wrappers without end prints a bounded line, without exhausting the stack")
    func unboundedWrappers() {
        let text = String(navigationDescribing: ReplyChain.of(length: 200_000))
        #expect(text.hasSuffix("…"))
        #expect(text.count < 100)
        #expect(String(navigationDescribing: ReplyChain.of(length: 3)) == "nil")
    }

    @Test("a module-qualified route prints without module prefixes or single-value wrappers")
    func moduleQualifiedRoute() {
        let route = AccountAppRoute.account(AccountDestination(kind: .public(.overview)))
        #expect(String(describing: route).contains("ModularNavigationTests."))
        #expect(String(navigationDescribing: route) == "account(public(overview))")
    }

    @Test("payloads keep their labels; optionals, strings, collections and structs read as Swift source")
    func payloads() {
        #expect(
            String(navigationDescribing: AccountDestination(kind: .public(.friend(id: 3, name: "Ann"))))
                == #"public(friend(id: 3, name: "Ann"))"#)
        #expect(
            String(navigationDescribing: AccountDestination(kind: .internal(.editName(nil))))
                == "internal(editName(nil))")
        #expect(
            String(navigationDescribing: AccountDestination(kind: .internal(.editName("Ann"))))
                == #"internal(editName("Ann"))"#)
        #expect(
            String(navigationDescribing: AccountAppRoute.settings(AccountSettings(section: 2, compact: true)))
                == "settings(AccountSettings(section: 2, compact: true))")
        #expect(String(navigationDescribing: AccountAppRoute.list([1, 2])) == "list([1, 2])")
    }

    @Test("a route's own description wins, and CustomNavigationDescription over CustomStringConvertible")
    func ownDescriptions() {
        #expect(String(navigationDescribing: TestRoute.detail(7)) == "detail(7)")
        #expect(String(navigationDescribing: NamedRoute.home) == "Home screen")
    }

    @Test("the tree of a module-qualified route prints it readably")
    @MainActor
    func tree() {
        let navigator = Navigator(root: AccountAppRoute.account(AccountDestination(kind: .public(.overview))))
        navigator.push(.account(AccountDestination(kind: .public(.friend(id: 3, name: "Ann")))))
        navigator.present(.account(AccountDestination(kind: .internal(.editName(nil)))), style: .sheet())
        expectTree(
            navigator,
            """
            main
              #0 account(public(overview))
              #1 account(public(friend(id: 3, name: "Ann")))
              sheet
                #2 account(internal(editName(nil)))
            """)
    }
}
