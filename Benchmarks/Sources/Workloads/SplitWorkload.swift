public import Baselines
public import ModularNavigation

/// A push and a pop on a split view's detail stack, for `--profile splitPush`: what a change
/// inside the split layout costs, which the layout's representation in the state decides.
@MainActor
public final class SplitWorkload {
    public let navigator: Navigator<BenchRoute, BenchTab>

    public init() {
        navigator = Navigator(NavigationState(sidebar: .list, selection: .detail(0), detailPath: []))
    }

    public func pushOurs(_ screen: Int) { navigator.push(.detail(screen)) }

    public func popOurs() { navigator.pop() }

    /// How many screens the detail stack holds above its root.
    public var detailDepth: Int? { navigator.stack(at: .detail)?.depth }
}
