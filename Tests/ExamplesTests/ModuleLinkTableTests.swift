import AssetsFeature
import DrinkTrackerFeature
import HomeFeature
import LibraryFeature
import ModularNavigation
import RoutineFeature
import Testing

// Each feature module's own table, before the app mounts it: every destination with a
// link writes it and reads it back as the same destination, and the others have none.

@Suite("example modules: each link table writes the links it reads")
struct ModuleLinkTableTests {
    /// Writes each destination's path, and resolves that path back.
    static func expectRoundTrips<Destination: Hashable & Sendable>(
        _ table: DeepLinkTable<Destination>,
        _ links: [(Destination, String)],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        for (destination, path) in links {
            #expect(try table.path(for: destination) == path, sourceLocation: sourceLocation)
            #expect(try table.resolve(path: path).value == destination, sourceLocation: sourceLocation)
        }
    }

    @Test("Routine: today and one step; a step before the first has no link, nor does a timer")
    func routine() throws {
        let table = try RoutineDestination.deepLinks()
        try Self.expectRoundTrips(table, [(.today, "/"), (.step(2), "/steps/2")])
        #expect(throws: DeepLinkError.notReversible) { try table.path(for: RoutineDestination.step(0)) }
        #expect(throws: DeepLinkError.notReversible) { try table.path(for: RoutineDestination.timer(step: 1)) }
        #expect(throws: DeepLinkError.invalidParameter(name: "step")) { try table.resolve(path: "/steps/0") }
    }

    @Test("Assets: the list and an asset, from id 0")
    func assets() throws {
        let table = try AssetsDestination.deepLinks()
        try Self.expectRoundTrips(table, [(.list, "/"), (.detail(id: 0), "/0"), (.detail(id: 42), "/42")])
        #expect(throws: DeepLinkError.notReversible) { try table.path(for: AssetsDestination.detail(id: -1)) }
    }

    @Test("Drink tracker: every screen with a link; the sheets that hand back a value have none")
    func drinkTracker() throws {
        let table = try DrinkTrackerDestination.deepLinks()
        try Self.expectRoundTrips(
            table,
            [
                (.main, "/"), (.history, "/history"), (.record(id: 3), "/history/3"), (.quickEntry, "/quick-entry"),
                (.settings, "/settings"), (.standardDrinkInfo, "/standard-drink"),
            ])
        #expect(throws: DeepLinkError.notReversible) { try table.path(for: DrinkTrackerDestination.calculator) }
        #expect(throws: DeepLinkError.notReversible) { try table.path(for: DrinkTrackerDestination.record(id: 0)) }
    }

    @Test("Library and Home: the Library's public links, on their own and mounted under Home's /library")
    func libraryAndHome() throws {
        let library: [(LibraryDestination, String)] = [
            (.public(.shelf), "/"), (.public(.settings), "/settings"), (.public(.checkout(bookID: 5)), "/borrow/5"),
        ]
        try Self.expectRoundTrips(try LibraryDestination.deepLinks(), library)
        let home = try HomeDestination.deepLinks()
        try Self.expectRoundTrips(home, [(.dashboard, "/")])
        // A mounted route writes the link of its own module's value, under the prefix.
        for (destination, path) in library {
            let mounted = path == "/" ? "/library" : "/library" + path
            #expect(try home.path(for: destination) == mounted)
            #expect(try home.resolve(path: mounted).value == .library(destination))
        }
    }
}
