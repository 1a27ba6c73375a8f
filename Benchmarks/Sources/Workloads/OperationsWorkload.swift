public import Baselines
public import ModularNavigation

/// Case 3: single navigator operations on the 5-tab, 50-deep app, each paired with the
/// operation that undoes it so the app stays the same size, and a seeded run of random
/// operations.
///
/// Each `…Ours`/`…Baseline` pair is the measured operation; `prepare…`/`undo…` are the
/// unmeasured steps around it.
@MainActor
public final class OperationsWorkload {
    public let navigator: Navigator<BenchRoute, BenchTab>
    public let router: AppRouter
    private var boundClient: NavigationClient<BenchRoute>?
    private var next = 1_000

    public init(tabCount: Int = 5, depth: Int = 50) {
        navigator = Navigator(BenchApp.state(tabCount: tabCount, depth: depth))
        router = BenchApp.router(tabCount: tabCount, depth: depth)
    }

    private func fresh() -> BenchRoute {
        next += 1
        return .detail(next)
    }

    // MARK: push / pop

    public func pushOurs() { navigator.push(.list) }
    public func pushBaseline() { router.push(.list) }
    public func popOurs() { navigator.pop() }
    public func popBaseline() { router.pop() }

    // MARK: present / dismiss

    public func presentOurs() { navigator.present(.settings, style: .sheet()) }
    public func presentBaseline() { router.presentSheet(.settings) }
    public func dismissOurs() { navigator.dismissPresentation() }
    public func dismissBaseline() { router.dismiss() }

    // MARK: select tab

    /// Selects the other of the first two tabs.
    public func selectTabOurs() { navigator.selectTab(navigator.selectedTab == .home ? .search : .home) }
    public func selectTabBaseline() { router.select(router.selectedTab == .home ? .search : .home) }

    // MARK: screen-bound dismiss

    /// Pushes a screen and hands it its client, as the screen's view gets it when built.
    public func prepareScreenDismissOurs() {
        navigator.push(fresh())
        boundClient = navigator.client(for: navigator.topStack.top.id)
    }

    /// The screen's own `dismiss()`.
    public func screenDismissOurs() { boundClient?.dismiss() }

    /// Pushes a screen whose route the baseline screen remembers.
    public func prepareScreenDismissBaseline() { router.push(fresh()) }

    /// The screen's own "close me": the router pops its route.
    public func screenDismissBaseline() { router.dismiss(screen: .detail(next)) }

    // MARK: random operations

    /// One step of a random run.
    public enum Operation: Hashable, Sendable {
        case push(BenchRoute)
        case pop
        case present(BenchRoute)
        case dismiss
        case select(BenchTab)
        case dismissTop
    }

    /// `count` operations from a seed: pushes 30%, pops 20%, presents 10%, dismissals 10%,
    /// tab selections 10%, screen-bound dismissals of the top screen 20%.
    public nonisolated static func randomOperations(count: Int, seed: UInt64) -> [Operation] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            let roll = random.next(upTo: 10)
            switch roll {
            case 0, 1, 2: return .push(.detail(random.next(upTo: 1_000)))
            case 3, 4: return .pop
            case 5: return .present(.editor(random.next(upTo: 1_000)))
            case 6: return .dismiss
            case 7: return .select(BenchTab.allCases[random.next(upTo: BenchTab.allCases.count)])
            default: return .dismissTop
            }
        }
    }

    /// Runs operations on the navigator.
    public func runOurs(_ operations: [Operation]) {
        for operation in operations {
            switch operation {
            case .push(let route): navigator.push(route)
            case .pop: navigator.pop()
            case .present(let route): navigator.present(route, style: .sheet())
            case .dismiss: navigator.dismissPresentation()
            // The user's tap, which the router's `select` models: a re-tap pops to the root.
            case .select(let tab): _ = navigator.perform(.tapTab(tab))
            case .dismissTop: navigator.perform(.dismiss(navigator.topStack.top.id))
            }
        }
    }

    /// Runs operations on the router.
    public func runBaseline(_ operations: [Operation]) {
        for operation in operations {
            switch operation {
            case .push(let route): router.push(route)
            case .pop: router.pop()
            case .present(let route): router.presentSheet(route)
            case .dismiss: router.dismiss()
            case .select(let tab): router.select(tab)
            case .dismissTop:
                if let top = router.modals.last.map({ $0.path.last ?? $0.root })
                    ?? router.paths[router.selectedTab]?.last
                {
                    router.dismiss(screen: top)
                }
            }
        }
    }

    /// Whether both sides show the same thing: tab, presentations, and every stack's routes.
    public func sidesAgree() -> Bool {
        let state = navigator.state
        guard state.selectedTab == router.selectedTab, state.presentations.count == router.modals.count else {
            return false
        }
        for tab in BenchTab.allCases {
            guard state.stack(at: .tab(tab))?.path.map(\.route) == router.paths[tab] else { return false }
        }
        for (presentation, modal) in zip(state.presentations, router.modals)
        where presentation.stack.root.route != modal.root || presentation.stack.path.map(\.route) != modal.path {
            return false
        }
        return true
    }
}
