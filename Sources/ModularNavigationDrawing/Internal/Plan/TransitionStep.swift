package import ModularNavigation

/// One change the UI can apply in a single update, and the state it leads to.
///
/// SwiftUI applies some compound changes only one per update: it cannot dismiss a
/// sheet and push in the same update, nor present a sheet and a sheet over it. A
/// ``TransitionPlanner`` splits such changes into steps; the adapter draws each step's
/// ``state`` in turn and waits for ``awaits`` before drawing the next.
package struct TransitionStep<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// What a step changes on screen.
    package enum Kind: Hashable, Sendable {
        /// Dismisses the presentation at this level and every one above it, at once.
        case dismiss(fromLevel: Int)
        /// Changes stacks in place: pops, pushes, replaced roots, a new tab selection,
        /// and new content in presentations that stay up.
        case update
        /// Presents the layer at this level (level 1 is the first presentation).
        case present(level: Int)
        /// Dismisses the open alert or confirmation dialog.
        case dismissDialog
        /// Presents an alert or confirmation dialog over the visible screen.
        case presentDialog
    }

    /// What the step changes on screen.
    package let kind: Kind
    /// The signal that tells the step has finished on screen, or `nil` when the step
    /// changes nothing the user sees and so finishes at once.
    package let awaits: TransitionSignal?
    /// The state the step's state is cut from, shared between steps.
    var source: NavigationState<Route, Tab>
    /// How many of the source's presentation layers the step shows; all when `nil`.
    var layers: Int?

    /// The state to draw for this step.
    ///
    /// Worked out when asked: a plan that presents many layers holds the target once
    /// rather than a copy per step, so planning stays linear in the number of layers.
    package internal(set) var state: NavigationState<Route, Tab> {
        get { layers.map { source.keepingLayers($0) } ?? source }
        set {
            source = newValue
            layers = nil
        }
    }

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - kind: What the step changes on screen.
    ///   - state: The state to draw.
    ///   - awaits: The signal that ends the step, or `nil` when it ends at once.
    package init(kind: Kind, state: NavigationState<Route, Tab>, awaits: TransitionSignal?) {
        self.kind = kind
        self.source = state
        self.awaits = awaits
    }

    /// A step that shows the lowest `layers` presentation layers of `source`.
    init(kind: Kind, showing layers: Int, of source: NavigationState<Route, Tab>, awaits: TransitionSignal?) {
        self.kind = kind
        self.source = source
        self.layers = layers
        self.awaits = awaits
    }

    /// Makes the step show `state` as it is.
    mutating func show(_ state: NavigationState<Route, Tab>) {
        source = state
        layers = nil
    }

    package static func == (lhs: TransitionStep, rhs: TransitionStep) -> Bool {
        lhs.kind == rhs.kind && lhs.awaits == rhs.awaits && lhs.state == rhs.state
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        hasher.combine(awaits)
        hasher.combine(state)
    }
}

/// A report from the UI that a transition it was asked to show has finished.
///
/// The SwiftUI adapter sends these when a screen has finished appearing and when a
/// dismissed presentation has left (`onDismiss`). A ``TransitionQueue`` advances only on the signal its
/// running step awaits, so a late or unrelated signal never skips a step.
package enum TransitionSignal: Hashable, Sendable {
    /// The screen with this identity appeared.
    case appeared(EntryID)
    /// The presentation, the stack above the tabs or the split view's detail column whose
    /// root screen has this identity left the screen.
    case dismissed(EntryID)
    /// The dialog of this opening left the screen.
    case dialogDismissed(EntryID)
}
