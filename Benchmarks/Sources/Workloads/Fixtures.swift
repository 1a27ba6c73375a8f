public import Baselines
public import ModularNavigation

/// A small, seedable generator (SplitMix64), so both sides of a random run see the same
/// sequence.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A number in `0..<bound`.
    public mutating func next(upTo bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }
}

/// Builds the same app on both sides: `tabCount` tabs, each stack `depth` screens deep.
public enum BenchApp {
    /// The routes pushed on each tab's root.
    public static func path(depth: Int) -> [BenchRoute] {
        (0..<depth).map { BenchRoute.detail($0) }
    }

    /// The navigation state of the app, for the library.
    public static func state(tabCount: Int, depth: Int) -> NavigationState<BenchRoute, BenchTab> {
        let tabs = Array(BenchTab.allCases.prefix(tabCount))
        guard
            var state = try? NavigationState<BenchRoute, BenchTab>(tabs: tabs, selectedTab: .home, root: { _ in .home })
        else { fatalError("the benchmark tabs are valid") }
        for tab in tabs {
            mustSucceed { () throws(NavigationError) in
                try state.perform(.replaceStack(at: .tab(tab), root: nil, path: path(depth: depth)))
            }
        }
        return state
    }

    /// The same app as a hand-written router.
    @MainActor
    public static func router(tabCount: Int, depth: Int) -> AppRouter {
        let tabs = Array(BenchTab.allCases.prefix(tabCount))
        let router = AppRouter(tabs: tabs, selected: .home)
        for tab in tabs { router.paths[tab] = path(depth: depth) }
        return router
    }
}

/// Runs a setup step that cannot fail for the fixed inputs of a benchmark.
func mustSucceed<Failure: Error>(_ body: () throws(Failure) -> Void) {
    do {
        try body()
    } catch {
        fatalError("benchmark setup failed: \(error)")
    }
}
