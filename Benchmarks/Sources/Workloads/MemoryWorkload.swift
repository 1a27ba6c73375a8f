public import Baselines
public import ModularNavigation

/// A screen's view model: a little state, as a detail screen keeps.
public final class DetailViewModel {
    public let id: Int
    public var title: String
    public var items: [Int]

    public init(id: Int) {
        self.id = id
        title = "Detail \(id)"
        items = Array(0..<16)
    }
}

/// Case 6: push a screen, give it a view model, pop it — many times.
///
/// Ours stores the model with `client.screenObject { }`; the baseline carries it in the
/// route (``ModelCarryingRoute``), so it lives as long as the route is on the path.
@MainActor
public final class MemoryWorkload {
    public let navigator: Navigator<BenchRoute, BenchTab>
    public let router: AppRouter<ModelCarryingRoute<DetailViewModel>, BenchTab>

    public init() {
        navigator = Navigator(BenchApp.state(tabCount: 5, depth: 0))
        router = AppRouter(tabs: BenchTab.allCases, selected: .home)
    }

    /// Pushes a screen and makes its view model; returns the model's id.
    public func pushOurs(_ screen: Int) -> Int {
        navigator.push(.detail(screen))
        let client = navigator.client(for: navigator.topStack.top.id)
        return client.screenObject { DetailViewModel(id: screen) }.id
    }

    public func popOurs() { navigator.pop() }

    /// Makes the view model and pushes the route that carries it; returns the model's id.
    public func pushBaseline(_ screen: Int) -> Int {
        let model = DetailViewModel(id: screen)
        router.push(ModelCarryingRoute(screen: screen, model: model))
        return model.id
    }

    public func popBaseline() { router.pop() }
}
