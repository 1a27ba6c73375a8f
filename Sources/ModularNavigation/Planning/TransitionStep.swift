/// One change the UI can apply in a single update, and the state it leads to.
///
/// SwiftUI applies some compound changes only one per update: it cannot dismiss a
/// sheet and push in the same update, nor present a sheet and a sheet over it. A
/// ``TransitionPlanner`` splits such changes into steps; the adapter draws each step's
/// ``state`` in turn and waits for ``awaits`` before drawing the next.
public struct TransitionStep<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// What a step changes on screen.
    public enum Kind: Hashable, Sendable {
        /// Dismisses the presentation at this level and every one above it, at once.
        case dismiss(fromLevel: Int)
        /// Changes stacks in place: pops, pushes, replaced roots, a new tab selection,
        /// and new content in presentations that stay up.
        case update
        /// Presents the layer at this level (level 1 is the first presentation).
        case present(level: Int)
    }

    /// What the step changes on screen.
    public let kind: Kind
    /// The state to draw for this step.
    public internal(set) var state: NavigationState<Route, Tab>
    /// The signal that tells the step has finished on screen, or `nil` when the step
    /// changes nothing the user sees and so finishes at once.
    public let awaits: TransitionSignal?

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - kind: What the step changes on screen.
    ///   - state: The state to draw.
    ///   - awaits: The signal that ends the step, or `nil` when it ends at once.
    public init(kind: Kind, state: NavigationState<Route, Tab>, awaits: TransitionSignal?) {
        self.kind = kind
        self.state = state
        self.awaits = awaits
    }
}
