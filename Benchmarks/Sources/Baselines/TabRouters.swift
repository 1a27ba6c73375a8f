public import Observation

/// One `@Observable` router per tab, under a small router that holds the selection.
///
/// Models what a competent user writes once one observable object for every path is
/// found to redraw every tab on each push: each tab's `NavigationStack` binds its own
/// router's path, so a push notifies only the views of that tab. The fair baseline for
/// observation fan-out, since it too notifies no other stack.
@MainActor
@Observable
public final class TabRouters {
    /// The router of one tab: its path, observed on its own.
    @MainActor
    @Observable
    public final class TabRouter {
        public var path: [BenchRoute]

        public init(path: [BenchRoute]) {
            self.path = path
        }
    }

    /// The selected tab.
    public var selectedTab: BenchTab
    /// Each tab's router; the dictionary itself never changes after setup.
    @ObservationIgnored public private(set) var routers: [BenchTab: TabRouter]

    public init(tabs: [BenchTab], selected: BenchTab, path: [BenchRoute]) {
        selectedTab = selected
        var routers: [BenchTab: TabRouter] = [:]
        for tab in tabs { routers[tab] = TabRouter(path: path) }
        self.routers = routers
    }

    /// Pushes onto the selected tab's stack.
    public func push(_ route: BenchRoute) {
        routers[selectedTab]?.path.append(route)
    }

    /// Pops one screen from the selected tab's stack.
    public func pop() {
        guard let router = routers[selectedTab], !router.path.isEmpty else { return }
        router.path.removeLast()
    }
}
