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
        return Self.open(url, in: Self.literalPathHandlers(), on: router)
    }

    /// The baseline's table: a handler for each route's literal path.
    static func literalPathHandlers() -> [String: (Int) -> BenchRoute] {
        var handlers: [String: (Int) -> BenchRoute] = [:]
        handlers.reserveCapacity(modules * routesPerModule)
        for module in 0..<modules {
            for item in 0..<routesPerModule {
                handlers["module\(module)/item\(item)"] = { .editor(module * 1_000_000 + item * 1_000 + $0) }
            }
        }
        return handlers
    }

    /// The baseline's link: looked up by its literal path, its sheet presented.
    @discardableResult
    static func open(_ url: URL, in handlers: [String: (Int) -> BenchRoute], on router: AppRouter) -> Bool {
        let segments = url.pathSegments
        guard segments.count == 3, let handler = handlers["\(segments[0])/\(segments[1])"], let id = Int(segments[2])
        else { return false }
        router.presentSheet(handler(id))
        return true
    }
}

// MARK: - Phases, for a profiler

extension LaunchWorkload {
    /// One phase of a launch, ready to run once with what came before it done.
    ///
    /// `read`: the archive into a state; `adopt`: that state into a new navigator;
    /// `table`: the 500-route table; `open`: attaching the UI, which opens the queued
    /// link. `nil` for another name. The baseline's `read` decodes its snapshot, its `table`
    /// builds its dictionary, its `open` looks the link up and presents; it has no `adopt`.
    public func phase(_ name: String, baseline: Bool) -> (() -> Void)? {
        switch (name, baseline) {
        case ("read", false):
            return { [archive, fallback] in
                _ = NavigationState.restore(from: archive, schemaVersion: 1, fallback: fallback)
            }
        case ("read", true):
            let router = AppRouter(tabs: Array(BenchTab.allCases.prefix(3)), selected: .home)
            return { [snapshot] in _ = router.restore(from: snapshot) }
        case ("adopt", false):
            let state = NavigationState.restore(from: archive, schemaVersion: 1, fallback: fallback).state
            let navigator = Navigator(fallback)
            return { _ = navigator.perform(.adopt(state)) }
        case ("table", false):
            return { _ = try? Self.appTable() }
        case ("table", true):
            return { _ = Self.literalPathHandlers() }
        case ("open", false):
            let navigator = Navigator(fallback)
            _ = navigator.restore(from: archive, schemaVersion: 1, fallback: fallback)
            navigator.deepLinks = try? Self.appTable()
            guard navigator.open(url) == .queued else { return nil }
            return { navigator.attachUI() }
        case ("open", true):
            let router = AppRouter(tabs: Array(BenchTab.allCases.prefix(3)), selected: .home)
            guard router.restore(from: snapshot) else { return nil }
            let handlers = Self.literalPathHandlers()
            return { [url] in Self.open(url, in: handlers, on: router) }
        default:
            return nil
        }
    }
}
