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
        return try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"]), routes: routes)
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

    @Test("Cost grows with the URL's segment count, by at most four comparisons a segment")
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
}
