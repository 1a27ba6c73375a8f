package import ModularNavigation

/// The minimized flow's part of the driver: what its overlay reads, and what the user's
/// touches on the flow and on the overlay mean.
extension TransitionDriver {
    /// The screen the minimized flow's overlay draws, the flow's top, with the mode its
    /// builder receives (the core's rule for the minimized stack, read on what is drawn),
    /// or `nil` without a minimized flow.
    ///
    /// The SwiftUI overlay and the UIKit backend's both draw this; reading it observes
    /// ``minimizedFlow`` alone.
    package var minimizedScreen: (entry: NavigationEntry<Route>, mode: NavigationMode)? {
        guard let flow = minimizedFlow else { return nil }
        return (flow.stack.top, drawnState.mode(ofScreenAt: .minimized, index: flow.stack.depth))
    }

    /// The user shrank the flow presented over the app to its overlay (the flow's own
    /// minimize control): the core decides what it means, as for every gesture.
    package func minimizeTapped() {
        guard let root = queue?.shown.minimizableFlowRoot else { return }
        userDidChange(.flowMinimized(root))
    }

    /// The user tapped the minimized flow's overlay to expand it.
    package func minimizedFlowTapped() {
        guard let root = queue?.shown.tappableMinimizedRoot else { return }
        userDidChange(.minimizedFlowTapped(root))
    }

    /// Whether a tap on the minimized flow's overlay may be recorded: the rules and the
    /// guards accept ``NavigationAction/expand`` as the user's.
    package func allowsExpanding() -> Bool {
        navigator.wouldApply(.expand)
    }

    /// Whether the user may minimize the flow over the app now: the rules and the guards
    /// accept ``NavigationAction/minimize(_:)`` as the user's.
    package func allowsMinimizing() -> Bool {
        guard let root = queue?.shown.minimizableFlowRoot else { return false }
        return navigator.wouldApply(.minimize(root))
    }
}
