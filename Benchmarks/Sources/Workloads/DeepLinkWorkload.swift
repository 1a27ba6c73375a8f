public import Baselines
public import ModularNavigation

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Deep-link resolution: the same `routeCount` URL patterns registered in the library's
/// route table and in each baseline, and URLs that hit routes spread evenly over the
/// registration order.
///
/// The patterns come in three shapes, a third each: `/section<i>/:id`,
/// `/shop/item<i>/:id/detail` and `/docs/page<i>/*path`.
public struct DeepLinkWorkload: Sendable {
    public let routeCount: Int
    public let table: DeepLinkTable<LinkValue>
    /// The URLs resolved, each hitting a different route.
    ///
    /// The baselines are built by their `make…` methods, since handlers are not `Sendable`.
    public let urls: [URL]

    public init(routeCount: Int, probes: Int = 64) {
        self.routeCount = routeCount
        table = Self.buildTable(routeCount)
        let probes = min(probes, routeCount)
        urls = (0..<probes).map { probe in
            let index = (2 * probe + 1) * routeCount / (2 * probes)
            let text =
                switch index % 3 {
                case 0: "https://example.com/section\(index)/\(probe)"
                case 1: "https://example.com/shop/item\(index)/\(probe)/detail"
                default: "https://example.com/docs/page\(index)/guides/\(probe)"
                }
            guard let url = URL(string: text) else { fatalError("benchmark URLs are valid") }
            return url
        }
    }

    /// The library's table of `routeCount` routes, built from its patterns: what
    /// `link.build.*` measures.
    public static func buildTable(_ routeCount: Int) -> DeepLinkTable<LinkValue> {
        var routes: [DeepLinkRoute<LinkValue>] = []
        routes.reserveCapacity(routeCount)
        for index in 0..<routeCount {
            switch index % 3 {
            case 0:
                routes.append(DeepLinkRoute("/section\(index)/:id") { .section(index, id: try $0.int("id")) })
            case 1:
                routes.append(DeepLinkRoute("/shop/item\(index)/:id/detail") { .item(index, id: try $0.int("id")) })
            default:
                routes.append(DeepLinkRoute("/docs/page\(index)/*path") { .page(index, path: try $0.tail("path")) })
            }
        }
        do {
            return try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"])) { routes }
        } catch {
            fatalError("benchmark patterns are valid: \(error)")
        }
    }

    /// The segments and value builder of the route at `index`, shared by every baseline.
    static func shape(_ index: Int) -> ([PathPattern.Segment], ([Int], [String]) -> LinkValue) {
        switch index % 3 {
        case 0:
            ([.literal("section\(index)"), .integer], { integers, _ in .section(index, id: integers[0]) })
        case 1:
            (
                [.literal("shop"), .literal("item\(index)"), .integer, .literal("detail")],
                { integers, _ in .item(index, id: integers[0]) }
            )
        default:
            ([.literal("docs"), .literal("page\(index)"), .rest], { _, rest in .page(index, path: rest) })
        }
    }

    /// The re-parsing chain: one handler per pattern, in registration order, each reading
    /// the URL again.
    public func makeChain() -> HandlerChain {
        var chain = HandlerChain()
        for index in 0..<routeCount {
            let (segments, build) = Self.shape(index)
            chain.register(PatternHandler(segments, build: build))
        }
        return chain
    }

    /// The parse-once chain: the path split once, then one handler per pattern in order.
    public func makeParsedChain() -> ParsedHandlerChain {
        var chain = ParsedHandlerChain()
        for index in 0..<routeCount {
            let (segments, build) = Self.shape(index)
            chain.register(PathPattern(segments, build: build))
        }
        return chain
    }

    /// The path split once and its literal prefix looked up in a dictionary.
    public func makeDictionary() -> LiteralPathDictionary {
        var dictionary = LiteralPathDictionary()
        for index in 0..<routeCount {
            let (segments, build) = Self.shape(index)
            dictionary.register(segments, build: build)
        }
        return dictionary
    }

    /// Resolves with the library's table.
    public func resolveOurs(_ url: URL) -> LinkValue? {
        try? table.resolve(url).value
    }

    /// Checks that the table and a baseline build the same value for every URL; stops the
    /// run if not.
    public func verify(_ baseline: (URL) -> LinkValue?) {
        for url in urls {
            let ours = resolveOurs(url)
            guard ours != nil, ours == baseline(url) else {
                fatalError("the table and a baseline disagree on \(url)")
            }
        }
    }

    /// Checks the re-parsing chain as ``verify(_:)`` does.
    public func verify(against chain: HandlerChain) {
        verify { chain.resolve($0).value }
    }

    /// The mean number of handlers the chain asks per URL: an exact count.
    public func meanHandlersAsked(by chain: HandlerChain) -> Double {
        let total = urls.reduce(0) { $0 + chain.resolve($1).handlersAsked }
        return Double(total) / Double(urls.count)
    }
}
