public import Baselines
public import ModularNavigation
import Observation

/// One view that draws one stack: it reads the stack inside `withObservationTracking` and
/// counts how often it is told to draw again.
///
/// Like SwiftUI, it re-reads (and so re-arms) only after it was notified; here that
/// happens in ``FanOutWorkload/rearm()``, outside the measured push.
@MainActor
final class StackObserver {
    /// Set by the `onChange` callback, which runs synchronously inside the mutation on
    /// the main actor; `@unchecked` because `onChange` must be `@Sendable`.
    final class Flag: @unchecked Sendable {
        var fired = false
    }

    private let read: @MainActor () -> Void
    private var flag = Flag()
    private(set) var armed = false
    private(set) var notifications = 0

    init(read: @escaping @MainActor () -> Void) {
        self.read = read
    }

    /// Reads the stack again and waits for its next change, if the last read was used up.
    func arm() {
        guard !armed else { return }
        let flag = Flag()
        self.flag = flag
        withObservationTracking(read) { flag.fired = true }
        armed = true
    }

    /// Takes in a notification that arrived since the last call; returns whether one did.
    @discardableResult func collect() -> Bool {
        guard flag.fired else { return false }
        flag.fired = false
        armed = false
        notifications += 1
        return true
    }
}

/// Fan-out: one push in a 5-tab app whose stacks are 50 screens deep, with one observer
/// per stack, on the navigator, on a single `@Observable` router that holds every path,
/// and on one `@Observable` router per tab.
@MainActor
public final class FanOutWorkload {
    /// What one push notified.
    public struct Notified: Hashable, Sendable {
        /// Observers of the stack that changed.
        public var changedStack = 0
        /// Observers of every other stack.
        public var otherStacks = 0

        public init() {}
    }

    public let navigator: Navigator<BenchRoute, BenchTab>
    public let router: AppRouter
    public let tabRouters: TabRouters
    private let tabs: [BenchTab]
    private var ourObservers: [StackObserver] = []
    private var routerObservers: [StackObserver] = []
    private var tabRouterObservers: [StackObserver] = []

    public init(tabCount: Int = 5, depth: Int = 50) {
        tabs = Array(BenchTab.allCases.prefix(tabCount))
        navigator = Navigator(BenchApp.state(tabCount: tabCount, depth: depth))
        router = BenchApp.router(tabCount: tabCount, depth: depth)
        tabRouters = TabRouters(tabs: tabs, selected: .home, path: BenchApp.path(depth: depth))
        for tab in tabs {
            ourObservers.append(StackObserver { [navigator] in _ = navigator.stack(at: .tab(tab)) })
            routerObservers.append(StackObserver { [router] in _ = router.paths[tab] })
            tabRouterObservers.append(StackObserver { [tabRouters] in _ = tabRouters.routers[tab]?.path })
        }
        rearm()
    }

    /// Re-reads every stack whose observer was notified, as SwiftUI redraws those views.
    public func rearm() {
        for observer in ourObservers + routerObservers + tabRouterObservers { observer.arm() }
    }

    /// The measured part on our side: one push onto the selected tab.
    public func pushOurs() {
        navigator.push(.detail(-1))
    }

    /// The measured part on the baseline side: one push onto the selected tab.
    public func pushBaseline() {
        router.push(.detail(-1))
    }

    /// The measured part with one router per tab: one push onto the selected tab.
    public func pushTabRouters() {
        tabRouters.push(.detail(-1))
    }

    /// Collects what the last push notified, pops it back (unobserved, since notified
    /// observers are not re-armed yet) and re-arms.
    public func settleOurs() -> Notified {
        let notified = collect(ourObservers)
        navigator.pop()
        rearm()
        return notified
    }

    /// The baseline's ``settleOurs()``.
    public func settleBaseline() -> Notified {
        let notified = collect(routerObservers)
        router.pop()
        rearm()
        return notified
    }

    /// The per-tab routers' ``settleOurs()``.
    public func settleTabRouters() -> Notified {
        let notified = collect(tabRouterObservers)
        tabRouters.pop()
        rearm()
        return notified
    }

    private func collect(_ observers: [StackObserver]) -> Notified {
        var notified = Notified()
        for (tab, observer) in zip(tabs, observers) where observer.collect() {
            if tab == .home {
                notified.changedStack += 1
            } else {
                notified.otherStacks += 1
            }
        }
        return notified
    }
}
