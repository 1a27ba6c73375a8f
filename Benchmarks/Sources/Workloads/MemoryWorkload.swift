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
        // Read as the tab's view reads it, so that every push tells an observer, as
        // every change of the baseline's observable router does.
        _ = navigator.stack(at: .tab(.home))
    }

    /// Pushes a screen and makes its view model through the screen's client.
    @discardableResult public func pushOurs(_ screen: Int) -> DetailViewModel {
        // The pushed screen's client, as the view drawn for it gets it from the stack it draws.
        guard let pushed = navigator.push(.detail(screen)) else { return DetailViewModel(id: screen) }
        return navigator.client(for: pushed).screenObject { DetailViewModel(id: screen) }
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
