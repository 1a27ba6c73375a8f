public import Observation

/// A route that carries its screen's view model, so the model lives exactly as long as
/// the route is on a path.
///
/// Source: seed 002's destinations that carry their payload in the enum case
/// (`SheetDestination.myNewSheet(completion:)`), applied to view models: the screen that
/// pushes makes the model and puts it in the route; `Hashable` compares the screen's
/// number only, as such hand-written conformances do.
public struct ModelCarryingRoute: Hashable {
    public let screen: Int
    public let model: DetailViewModel

    public init(screen: Int, model: DetailViewModel) {
        self.screen = screen
        self.model = model
    }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.screen == rhs.screen }

    public func hash(into hasher: inout Hasher) { hasher.combine(screen) }
}

/// The seed's router for an app whose routes carry their view models: one path per tab
/// in one `@Observable` class, with the push and pop of ``AppRouter``.
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
