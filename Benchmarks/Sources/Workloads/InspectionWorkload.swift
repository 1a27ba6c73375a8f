public import Baselines
public import ModularNavigation
public import ModularNavigationInspection

/// Inspection: a push and its pop on a navigator nobody records, on one a log writer
/// records, on one a writer recorded and stopped, on the hand-written router, and
/// building a route map of an app the size of the example's.
@MainActor
public final class InspectionWorkload {
    /// Nobody records this one.
    public let unrecorded: Navigator<BenchRoute, BenchTab>
    /// A ``NavigationLogWriter`` records this one, writing lines nowhere.
    public let recorded: Navigator<BenchRoute, BenchTab>
    /// A writer recorded this one, then stopped.
    public let stopped: Navigator<BenchRoute, BenchTab>
    /// The hand-written router, which has no recording to pay for.
    public let router: AppRouter
    /// Kept alive, so it records for as long as the workload runs.
    private let writer: NavigationLogWriter<BenchRoute, BenchTab>

    public init(tabCount: Int = 5, depth: Int = 50) {
        unrecorded = Navigator(BenchApp.state(tabCount: tabCount, depth: depth))
        recorded = Navigator(BenchApp.state(tabCount: tabCount, depth: depth))
        stopped = Navigator(BenchApp.state(tabCount: tabCount, depth: depth))
        router = BenchApp.router(tabCount: tabCount, depth: depth)
        do {
            writer = try NavigationLogWriter(recorded, schemaVersion: 1) { line in _ = line.utf8.count }
            let once = try NavigationLogWriter(stopped, schemaVersion: 1) { line in _ = line.utf8.count }
            stopped.push(.list)
            stopped.pop()
            once.stop()
        } catch {
            fatalError("the benchmark state encodes: \(error)")
        }
    }

    public func pushPopStopped() {
        stopped.push(.list)
        stopped.pop()
    }

    public func pushPopBaseline() {
        router.push(.list)
        router.pop()
    }

    public func pushPopUnrecorded() {
        unrecorded.push(.list)
        unrecorded.pop()
    }

    public func pushPopRecorded() {
        recorded.push(.list)
        recorded.pop()
    }

    /// A map of the example app's size: 5 tab roots and 17 link patterns, each resolved
    /// once with sample values.
    public static func buildMap() -> RouteMap {
        let links: DeepLinkTable<DeepLinkTarget<BenchRoute, BenchTab>>
        do {
            links = try DeepLinkTable(origins: DeepLinkOrigins(schemes: ["bench"])) {
                for tab in BenchTab.allCases {
                    DeepLinkRoute("/\(tab.rawValue)") { _ in .tab(tab) }
                    DeepLinkRoute("/\(tab.rawValue)/list") { _ in .tab(tab, path: [.list]) }
                    DeepLinkRoute("/\(tab.rawValue)/:id(int)") { .tab(tab, path: [.detail(try $0.value("id"))]) }
                }
                DeepLinkRoute("/settings") { _ in .present(.settings) }
                DeepLinkRoute("/editor/:id(int)") { .present(.editor(try $0.value("id")), style: .fullScreenCover) }
            }
        } catch {
            fatalError("benchmark patterns are valid: \(error)")
        }
        return RouteMap(roots: BenchTab.allCases.map { _ in BenchRoute.home }, rootOfTab: { _ in .home }, links: links)
    }
}
