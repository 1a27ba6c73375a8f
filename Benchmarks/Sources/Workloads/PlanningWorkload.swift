public import Baselines
public import ModularNavigation
@_spi(Benchmarks) import ModularNavigationDrawing

/// Case 5: a large compound change, planned into UI updates.
///
/// On screen: the home tab with 5 pushed screens and 3 sheets over it. Wanted: the search
/// tab with 2 pushed screens, nothing presented.
@MainActor
public final class PlanningWorkload {
    public let shown: NavigationState<BenchRoute, BenchTab>
    public let target: NavigationState<BenchRoute, BenchTab>
    public let router: AppRouter
    public let targetPath: [BenchRoute] = [.list, .detail(2)]

    public init() {
        var shown = BenchApp.state(tabCount: 5, depth: 5)
        router = BenchApp.router(tabCount: 5, depth: 5)
        for sheet in 0..<3 {
            mustSucceed { () throws(NavigationError) in try shown.perform(.present(.editor(sheet), .sheet())) }
            router.presentSheet(.editor(sheet))
        }
        var target = shown
        let targetPath = targetPath
        mustSucceed { () throws(NavigationError) in
            try target.perform(.selectTab(.search))
            try target.perform(.replaceStack(at: .tab(.search), root: nil, path: targetPath))
        }
        self.shown = shown
        self.target = target
    }

    /// The library's planner; how many UI updates it plans.
    public func planOurs() -> Int {
        PlanningBenchmark.stepCount(from: shown, to: target)
    }

    /// The hand-written recipe: `dismissAll()`, then the tab and its path (2 UI updates).
    public func planBaseline() -> [[RouterStep]] {
        router.quickActionUpdates(to: .search, path: targetPath)
    }

    /// Whether the recipe, applied to a copy of the router, shows what the navigator's
    /// target shows: the same tab and path, nothing presented.
    public func baselineReachesTarget() -> Bool {
        let copy = BenchApp.router(tabCount: 5, depth: 5)
        for sheet in 0..<3 { copy.presentSheet(.editor(sheet)) }
        for update in copy.quickActionUpdates(to: .search, path: targetPath) {
            for step in update { copy.apply(step) }
        }
        return copy.selectedTab == target.selectedTab && copy.modals.isEmpty
            && copy.paths[.search] == target.stack(at: .tab(.search))?.path.map(\.route)
    }
}
