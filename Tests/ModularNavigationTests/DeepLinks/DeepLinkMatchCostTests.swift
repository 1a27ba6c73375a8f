import ModularNavigation
import Testing

@Suite("Deep-link tables: matching cost follows segments, not routes")
struct DeepLinkMatchCostTests {
    /// A table with `count` routes of three shapes, plus the routes the probes hit.
    private func table(routeCount count: Int) throws -> DeepLinkTable<Int> {
        var routes: [DeepLinkRoute<Int>] = []
        for index in 0..<count {
            switch index % 3 {
            case 0: routes.append(DeepLinkRoute("/section\(index)/:id") { _ in index })
            case 1: routes.append(DeepLinkRoute("/shop/item\(index)/:id/detail") { _ in index })
            default: routes.append(DeepLinkRoute("/docs/page\(index)/*path") { _ in index })
            }
        }
        routes.append(DeepLinkRoute("/probe/:id/detail") { try $0.int("id") })
        // `/chain/:p1`, `/chain/:p1/:p2`, … differ in length, so they do not overlap.
        for depth in 1...20 {
            let pattern = "/chain" + (1...depth).map { "/:p\($0)" }.joined()
            routes.append(DeepLinkRoute(pattern) { _ in depth })
        }
        return try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"])) { routes }
    }

    private func cost(_ url: String, in table: DeepLinkTable<Int>) -> DeepLinkMatchStatistics {
        var statistics = DeepLinkMatchStatistics()
        _ = try? table.resolve(url, statistics: &statistics)
        return statistics
    }

    @Test("The same URL costs the same comparisons in a table of 10 routes and one of 10,000")
    func independentOfRouteCount() throws {
        let small = try table(routeCount: 10)
        let large = try table(routeCount: 10_000)
        #expect(large.patterns.count == 10_021)
        for url in [
            "https://example.com/probe/7/detail",
            "https://example.com/shop/item4/9/detail",
            "https://example.com/docs/page5/a/b/c",
            "https://example.com/nothing/here",
            "https://example.com/probe/7/other",
        ] {
            let smallCost = cost(url, in: small)
            let largeCost = cost(url, in: large)
            #expect(smallCost == largeCost, "\(url)")
            #expect(largeCost.comparisons > 0)
        }
        #expect(try large.resolve("https://example.com/probe/7/detail").value == 7)
        #expect(try large.resolve("https://example.com/section9999/1").value == 9999)
    }

    @Test("Cost grows with the URL's segment count, by at most four comparisons a segment without typed parameters")
    func growsWithSegments() throws {
        let large = try table(routeCount: 10_000)
        var previous = 0
        for depth in 1...20 {
            let url = "https://example.com/chain" + String(repeating: "/x", count: depth)
            let statistics = cost(url, in: large)
            #expect(try large.resolve(url).value == depth)
            #expect(statistics.comparisons > previous)
            #expect(statistics.comparisons <= 4 * (depth + 2))
            #expect(statistics.nodesVisited == depth + 2)
            previous = statistics.comparisons
        }
    }

    @Test("A tail ends the walk: its remaining segments cost nothing more")
    func tailIsConstant() throws {
        let large = try table(routeCount: 10_000)
        let short = cost("https://example.com/docs/page2/a", in: large)
        let long = cost("https://example.com/docs/page2" + String(repeating: "/a", count: 25), in: large)
        #expect(short == long)
    }

    // MARK: Shared prefixes

    static let levels = 12

    /// The 4,096 routes shaped `/{a|:p0}/{a|:p1}/…/{a|:p11}/end`.
    ///
    /// Route `bits` has the literal `a` at level `i` when bit `i` is set, a parameter
    /// otherwise. Every pair overlaps, none conflicts, and a walk that went back would try
    /// up to 2^12 paths.
    private func sharedPrefixTable() throws -> DeepLinkTable<Int> {
        let routes = (0..<(1 << Self.levels)).map { bits in
            let pattern =
                (0..<Self.levels).map { level in bits & (1 << level) != 0 ? "/a" : "/:p\(level)" }.joined() + "/end"
            return DeepLinkRoute<Int>(pattern) { _ in bits }
        }
        return try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"])) { routes }
    }

    /// A table of the same size whose patterns share nothing but their first letter.
    private func flatTable() throws -> DeepLinkTable<Int> {
        let routes = (0..<(1 << Self.levels)).map { index in
            DeepLinkRoute<Int>("/f\(index)" + String(repeating: "/s", count: Self.levels - 1) + "/end") { _ in index }
        }
        return try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"])) { routes }
    }

    private static func url(_ segments: [String]) -> String {
        "https://example.com/" + segments.joined(separator: "/")
    }

    @Test("Patterns that share prefixes cost what a flat table costs: no walk goes back")
    func sharedPrefixesCostLikeAFlatTable() throws {
        let shared = try sharedPrefixTable()
        let flat = try flatTable()
        let flatCost = cost(Self.url(["f7"] + Array(repeating: "s", count: Self.levels - 1) + ["end"]), in: flat)
        let segments = Self.levels + 1
        #expect(flatCost.nodesVisited == segments + 1)
        var random = SplitMix64(state: 12)
        var probes: [[String]] = [
            Array(repeating: "a", count: Self.levels) + ["end"],
            Array(repeating: "x", count: Self.levels) + ["end"],
            Array(repeating: "a", count: Self.levels) + ["nope"],
            Array(repeating: "x", count: Self.levels) + ["nope"],
            Array(repeating: "a", count: Self.levels),
            Array(repeating: "a", count: Self.levels + 1) + ["end"],
        ]
        for _ in 0..<200 {
            probes.append((0..<Self.levels).map { _ in Bool.random(using: &random) ? "a" : "b" } + ["end"])
        }
        for probe in probes {
            let statistics = cost(Self.url(probe), in: shared)
            #expect(statistics.nodesVisited <= probe.count + 1, "\(probe)")
            // At most four comparisons a segment, against three for a flat table's literals.
            #expect(statistics.comparisons <= 4 * probe.count + 1, "\(probe)")
            #expect(2 * statistics.comparisons <= 3 * flatCost.comparisons, "\(probe)")
        }
    }

    @Test("In a shared-prefix table each URL opens the route with a literal wherever the URL has one")
    func sharedPrefixesResolveByPrecedence() throws {
        let shared = try sharedPrefixTable()
        var random = SplitMix64(state: 99)
        for _ in 0..<200 {
            let bits = Int.random(in: 0..<(1 << Self.levels), using: &random)
            let segments = (0..<Self.levels).map { bits & (1 << $0) != 0 ? "a" : "v\($0)" } + ["end"]
            #expect(try shared.resolve(Self.url(segments)).value == bits)
        }
        #expect(
            deepLinkError { try shared.resolve(Self.url(Array(repeating: "a", count: Self.levels) + ["x"])) }
                == .noMatch)
    }

    @Test("Typed parameters add one comparison a segment per kind, no more")
    func typedParametersCostConstant() throws {
        var routes: [DeepLinkRoute<Int>] = []
        for depth in 1...10 {
            let typed = (1...depth).map { "/:i\($0)(int)" }.joined()
            let uuids = (1...depth).map { "/:u\($0)(uuid)" }.joined()
            let plain = (1...depth).map { "/:s\($0)" }.joined()
            routes += [
                DeepLinkRoute("/t" + typed) { _ in 1 }, DeepLinkRoute("/t" + uuids) { _ in 2 },
                DeepLinkRoute("/t" + plain) { _ in 3 },
            ]
        }
        let table = try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"])) { routes }
        for depth in 1...10 {
            let statistics = cost(Self.url(["t"] + Array(repeating: "word", count: depth)), in: table)
            #expect(statistics.nodesVisited == depth + 2)
            #expect(statistics.comparisons <= 6 * (depth + 2))
            #expect(try table.resolve(Self.url(["t"] + Array(repeating: "12", count: depth))).value == 1)
            #expect(try table.resolve(Self.url(["t"] + Array(repeating: "word", count: depth))).value == 3)
        }
    }
}
