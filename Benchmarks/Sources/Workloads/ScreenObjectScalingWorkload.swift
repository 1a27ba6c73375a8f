public import Baselines
public import ModularNavigation

/// Releasing a screen's view model against how many view models are alive: the home
/// stack holds `liveObjects` screens, each with a view model, and the measured pop
/// releases one more on top.
///
/// The baseline carries each model in its route (``ModelCarryingRoute``), so a pop
/// releases it with the route.
@MainActor
public final class ScreenObjectScalingWorkload {
    public let navigator: Navigator<BenchRoute, BenchTab>
    public let router: ScreenModelRouter

    public init(liveObjects: Int) {
        navigator = Navigator(BenchApp.state(tabCount: 5, depth: 0))
        router = ScreenModelRouter(tabs: BenchTab.allCases, selected: .home)
        for screen in 0..<liveObjects {
            pushOurs(screen)
            pushBaseline(screen)
        }
    }

    /// Pushes a screen and makes its view model through the screen's client.
    public func pushOurs(_ screen: Int) {
        navigator.push(.detail(screen))
        let client = navigator.client(for: navigator.topStack.top.id)
        _ = client.screenObject { DetailViewModel(id: screen) }
    }

    public func popOurs() { navigator.pop() }

    /// Makes the view model and pushes the route that carries it.
    public func pushBaseline(_ screen: Int) {
        router.push(ModelCarryingRoute(screen: screen, model: DetailViewModel(id: screen)))
    }

    public func popBaseline() { router.pop() }
}
