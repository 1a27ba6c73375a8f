public import Baselines
public import ModularNavigation

/// Case 6: push a screen, give it a view model, pop it — many times.
///
/// Ours stores the model with `client.screenObject { }`; the baseline carries it in the
/// route (``ModelCarryingRoute``), so it lives as long as the route is on the path.
@MainActor
public final class MemoryWorkload {
    public let navigator: Navigator<BenchRoute, BenchTab>
    public let router: ScreenModelRouter

    public init() {
        navigator = Navigator(BenchApp.state(tabCount: 5, depth: 0))
        router = ScreenModelRouter(tabs: BenchTab.allCases, selected: .home)
    }

    /// Pushes a screen and makes its view model through the screen's client.
    @discardableResult public func pushOurs(_ screen: Int) -> DetailViewModel {
        navigator.push(.detail(screen))
        let client = navigator.client(for: navigator.topStack.top.id)
        return client.screenObject { DetailViewModel(id: screen) }
    }

    public func popOurs() { navigator.pop() }

    /// Makes the view model and pushes the route that carries it.
    @discardableResult public func pushBaseline(_ screen: Int) -> DetailViewModel {
        let model = DetailViewModel(id: screen)
        router.push(ModelCarryingRoute(screen: screen, model: model))
        return model
    }

    public func popBaseline() { router.pop() }
}
