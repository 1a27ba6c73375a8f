public import Observation

/// The seed's router for an app whose routes carry their view models: one path per tab
/// in one `@Observable` class, with the push and pop of ``AppRouter``.
///
/// Models how such an app keeps a screen's view model alive exactly as long as its screen:
/// the model rides in the route (``ModelCarryingRoute``), so popping the route releases it
/// at no extra cost. The baseline for `memory.screenObjects` and releasing screen objects.
@MainActor
@Observable
public final class ScreenModelRouter {
    public var selectedTab: BenchTab
    public var paths: [BenchTab: [ModelCarryingRoute]]

    public init(tabs: [BenchTab], selected: BenchTab) {
        selectedTab = selected
        var paths: [BenchTab: [ModelCarryingRoute]] = [:]
        for tab in tabs { paths[tab] = [] }
        self.paths = paths
    }

    public func push(_ route: ModelCarryingRoute) {
        paths[selectedTab, default: []].append(route)
    }

    public func pop() {
        guard paths[selectedTab]?.isEmpty == false else { return }
        paths[selectedTab]?.removeLast()
    }
}
