public import Baselines
public import ModularNavigation

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Case 1: the same `routeCount` URL patterns registered in the library's route table and
/// in a handler chain, and URLs that hit routes spread evenly over the registration order.
///
/// The patterns come in three shapes, a third each: `/section<i>/:id`,
/// `/shop/item<i>/:id/detail` and `/docs/page<i>/*path`.
public struct DeepLinkWorkload: Sendable {
    public let routeCount: Int
    public let table: DeepLinkTable<LinkValue>
    /// The URLs resolved, each hitting a different route.
    ///
    /// The baseline chain is built by ``makeChain()``, since handlers are not `Sendable`.
    public let urls: [URL]

    public init(routeCount: Int, probes: Int = 64) {
        self.routeCount = routeCount
        var routes: [DeepLinkRoute<LinkValue>] = []
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
            table = try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"]), routes: routes)
        } catch {
            fatalError("benchmark patterns are valid: \(error)")
        }
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

    /// The baseline: one handler per pattern, in registration order.
    public func makeChain() -> HandlerChain {
        var chain = HandlerChain()
        for index in 0..<routeCount {
            switch index % 3 {
            case 0:
                chain.register(
                    PatternHandler([.literal("section\(index)"), .integer]) { integers, _ in
                        .section(index, id: integers[0])
                    })
            case 1:
                chain.register(
                    PatternHandler([.literal("shop"), .literal("item\(index)"), .integer, .literal("detail")]) {
                        integers, _ in
                        .item(index, id: integers[0])
                    })
            default:
                chain.register(
                    PatternHandler([.literal("docs"), .literal("page\(index)"), .rest]) { _, rest in
                        .page(index, path: rest)
                    }
                )
            }
        }
        return chain
    }

    /// Resolves with the library's table.
    public func resolveOurs(_ url: URL) -> LinkValue? {
        try? table.resolve(url).value
    }

    /// Checks that both sides build the same value for every URL; stops the run if not.
    public func verify(against chain: HandlerChain) {
        for url in urls {
            let ours = resolveOurs(url)
            guard ours != nil, ours == chain.resolve(url).value else {
                fatalError("the table and the chain disagree on \(url)")
            }
        }
    }

    /// The mean number of handlers the chain asks per URL: an exact count.
    public func meanHandlersAsked(by chain: HandlerChain) -> Double {
        let total = urls.reduce(0) { $0 + chain.resolve($1).handlersAsked }
        return Double(total) / Double(urls.count)
    }
}
