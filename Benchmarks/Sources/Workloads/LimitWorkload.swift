public import Baselines
public import ModularNavigation

/// The physical limit: the navigator against ``PhysicalLimitRouter`` on the same
/// operations, each side with one armed observation of what the visible screen reads.
///
/// The navigator holds the 5-tab app with 50-deep stacks; the limit holds one 50-deep path
/// and one optional sheet. After every change the observation is re-armed, outside the
/// measured call, as SwiftUI re-reads a view after it was told to draw again; so every
/// measured change pays for notifying one armed observer, on both sides.
@MainActor
public final class LimitWorkload {
    public let navigator: Navigator<BenchRoute, BenchTab>
    public let limit: PhysicalLimitRouter
    private let ourObserver: StackObserver
    private let limitObserver: StackObserver

    public init(tabCount: Int = 5, depth: Int = 50) {
        let navigator = Navigator(BenchApp.state(tabCount: tabCount, depth: depth))
        let limit = PhysicalLimitRouter(path: BenchApp.path(depth: depth))
        self.navigator = navigator
        self.limit = limit
        ourObserver = StackObserver {
            _ = navigator.stack(at: .tab(.home))
            _ = navigator.presentationStyle(over: .tab(.home))
        }
        limitObserver = StackObserver {
            _ = limit.path
            _ = limit.sheet
        }
        rearmOurs()
        rearmLimit()
    }

    /// Takes in the last notification and reads again, as a redraw does.
    public func rearmOurs() {
        ourObserver.collect()
        ourObserver.arm()
    }

    /// ``rearmOurs()`` for the limit.
    public func rearmLimit() {
        limitObserver.collect()
        limitObserver.arm()
    }

    /// How many notifications each side's observer took in so far.
    public var notifications: (ours: Int, limit: Int) {
        (ourObserver.notifications, limitObserver.notifications)
    }

    public func pushOurs() { navigator.push(.list) }
    public func popOurs() { navigator.pop() }
    public func presentOurs() { navigator.present(.settings, style: .sheet()) }
    public func dismissOurs() { navigator.dismissPresentation() }

    public func pushLimit() { limit.push(.list) }
    public func popLimit() { limit.pop() }
    public func presentLimit() { limit.present(.settings) }
    public func dismissLimit() { limit.dismiss() }
}
