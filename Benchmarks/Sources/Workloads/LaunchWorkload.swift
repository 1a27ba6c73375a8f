import Baselines
import ModularNavigation

#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// What an app does between launch and its first drawn frame: restore the saved
/// navigation (3 tabs × 50 deep, 2 sheets), build its link table (500 routes from five
/// modules), and open the link the system launched it with, queued until the UI is up.
///
/// The baseline is the same work written by hand: decode the seeds' `Codable` snapshot
/// into an `AppRouter`, build a dictionary keyed by each route's literal path, and look
/// the link up in it.
@MainActor
public final class LaunchWorkload {
    /// How many modules ship links, and how many each ships.
    public nonisolated static let modules = 5
    public nonisolated static let routesPerModule = 100

    private let archive: Data
    private let snapshot: Data
    private let fallback: NavigationState<BenchRoute, BenchTab>
    public let url: URL

    public init() {
        let saved = PersistenceWorkload()
        archive = saved.ourData
        snapshot = saved.baselineData
        fallback = BenchApp.state(tabCount: 3, depth: 0)
        guard let url = URL(string: "https://example.com/module3/item42/7") else { fatalError("the URL is valid") }
        self.url = url
    }

    /// A module's links: `/item<i>/:id`, each opening an editor in a sheet.
    ///
    /// Nonisolated, as a module's `deepLinks()` function is: isolated to the main actor,
    /// the `map` closure checked its executor once per route, which the baseline's loop
    /// does not.
    nonisolated static func moduleTable(_ module: Int) throws(DeepLinkError) -> DeepLinkTable<Int> {
        try DeepLinkTable(
            routes: (0..<routesPerModule).map { item in
                DeepLinkRoute("/item\(item)/:id") { module * 1_000_000 + item * 1_000 + (try $0.int("id")) }
            })
    }

    /// The app's table: each module's mounted under `/module<m>`.
    static func appTable() throws(DeepLinkError) -> DeepLinkTable<DeepLinkTarget<BenchRoute, BenchTab>> {
        var routes: [DeepLinkRoute<DeepLinkTarget<BenchRoute, BenchTab>>] = []
        routes.reserveCapacity(modules * routesPerModule)
        for module in 0..<modules {
            routes += try moduleTable(module).mounted(at: "/module\(module)") { editor in
                DeepLinkTarget.present(.editor(editor))
            }
        }
        return try DeepLinkTable(origins: DeepLinkOrigins(hosts: ["example.com"])) { routes }
    }

    /// Launches the library's way; whether the state came back and the link opened.
    public func launchOurs() -> Bool {
        let navigator = Navigator(fallback)
        let restored = navigator.restore(from: archive, schemaVersion: 1, fallback: fallback)
        guard let table = try? Self.appTable() else { return false }
        navigator.deepLinks = table
        guard navigator.open(url) == .queued else { return false }
        navigator.attachUI()
        return restored.outcome == .restored && navigator.state.presentations.count == 1
    }

    /// Launches the hand-written way; whether the snapshot decoded and the link matched.
    public func launchBaseline() -> Bool {
        let router = AppRouter(tabs: Array(BenchTab.allCases.prefix(3)), selected: .home)
        guard router.restore(from: snapshot) else { return false }
        var handlers: [String: (Int) -> BenchRoute] = [:]
        handlers.reserveCapacity(Self.modules * Self.routesPerModule)
        for module in 0..<Self.modules {
            for item in 0..<Self.routesPerModule {
                handlers["module\(module)/item\(item)"] = { .editor(module * 1_000_000 + item * 1_000 + $0) }
            }
        }
        let segments = url.pathSegments
        guard segments.count == 3, let handler = handlers["\(segments[0])/\(segments[1])"], let id = Int(segments[2])
        else { return false }
        router.presentSheet(handler(id))
        return true
    }
}
