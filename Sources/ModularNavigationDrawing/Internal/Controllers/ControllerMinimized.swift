package import ModularNavigation

/// What the minimized flow's overlay shows with view controllers: the flow's top screen,
/// drawn small above the base stacks, covered only by a presented layer.
///
/// Built by ``ControllerDrawing`` from the driver's `minimizedFlow`, as the SwiftUI
/// adapter's overlay is; the surface only places the overlay. UIKit presents the stack
/// above the tabs over the root controller, so while it is up the overlay rides on that
/// stack's controller rather than on the root's, where it would be hidden.
package struct ControllerMinimized<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The flow's top screen, which the overlay draws.
    package let screen: NavigationEntry<Route>
    /// The mode its builder receives (`TransitionDriver.minimizedScreen`).
    package let mode: NavigationMode
    /// Whether the stack above the tabs is up under the overlay, which then rides on it.
    package let isOverAboveTabs: Bool

    package init(screen: NavigationEntry<Route>, mode: NavigationMode, isOverAboveTabs: Bool) {
        self.screen = screen
        self.mode = mode
        self.isOverAboveTabs = isOverAboveTabs
    }
}

/// The minimized flow's overlay and the user's tap on it, which the driver turns into
/// the core's gesture as it does SwiftUI's overlay's tap; the core's rules and guards
/// decide whether it expands. A flow's screens minimize it through their client
/// (`NavigationClient.minimize()`), under either backend.
extension ControllerDrawing {
    /// The overlay as the driver draws the minimized flow, or `nil` without one.
    var drawnMinimized: ControllerMinimized<Route>? {
        guard let (screen, mode) = driver.minimizedScreen else { return nil }
        return ControllerMinimized(screen: screen, mode: mode, isOverAboveTabs: layers.aboveTabs != nil)
    }

    /// The user tapped the minimized flow's overlay: it expands, if the core lets it
    /// (`TransitionDriver.minimizedFlowTapped()`, as SwiftUI's overlay calls it).
    package func userTappedMinimizedFlow() {
        report { driver.minimizedFlowTapped() }
    }
}
