public import Baselines
public import ModularNavigation

/// Operations against the number of tabs: an app with `tabCount` tabs (numbered, since
/// ``BenchTab`` has five), each stack `depth` deep, working on the last tab so that any
/// lookup that scans the tabs in order pays for all of them.
@MainActor
public final class TabScalingWorkload {
    public let navigator: Navigator<BenchRoute, Int>
    private let last: Int
    private var boundClient: NavigationClient<BenchRoute>?
    private var next = 1_000

    public init(tabCount: Int, depth: Int = 50) {
        let tabs = Array(0..<tabCount)
        guard var state = try? NavigationState<BenchRoute, Int>(tabs: tabs, selectedTab: 0, root: { _ in .home })
        else { fatalError("the benchmark tabs are valid") }
        for tab in tabs {
            mustSucceed { () throws(NavigationError) in
                try state.perform(.replaceStack(at: .tab(tab), root: nil, path: BenchApp.path(depth: depth)))
            }
        }
        last = tabCount - 1
        mustSucceed { () throws(NavigationError) in try state.perform(.selectTab(tabCount - 1)) }
        navigator = Navigator(state)
    }

    public func push() { navigator.push(.list) }
    public func pop() { navigator.pop() }
    public func present() { navigator.present(.settings, style: .sheet()) }
    public func dismiss() { navigator.dismissPresentation() }
    /// Selects the other of the last and the first tab.
    public func select() { navigator.selectTab(navigator.selectedTab == last ? 0 : last) }
    /// Selects the last tab again, unmeasured, after ``select()`` left it.
    public func selectLast() { navigator.selectTab(last) }

    /// Pushes a screen and hands it its client.
    public func prepareScreenDismiss() {
        next += 1
        navigator.push(.detail(next))
        boundClient = navigator.client(for: navigator.topStack.top.id)
    }

    /// The screen's own `dismiss()`.
    public func screenDismiss() { boundClient?.dismiss() }
}
