package import ModularNavigation

/// What a chain of presented view controllers holds, and the one UIKit call that draws
/// the drawn layers and dialog on it.
///
/// UIKit presents one controller at a time from the topmost one, and `dismiss` called on
/// a presenter takes its presented controller and everything above it along; called on
/// a controller that presents nothing, it dismisses that controller itself
/// (swift-navigation #309). So a layer the user swiped away is taken off ``shown`` at
/// once (``userDismissed(level:)``), and the draw that follows asks UIKit for nothing.
/// An alert or confirmation dialog is presented over the top layer like any other
/// controller, so it is part of the same chain, and so is the stack above the tabs: it
/// covers the tab bar controller, tab bar included, and the layers over it are presented
/// from it, so it is presented from the tab bar controller under them, and another in its
/// place is dismissed, then presented, as the planner's step awaits the old one's departure.
package struct ControllerLayers: Hashable, Sendable {
    /// The call that carries out a drawn change of the chain.
    package enum Command: Hashable, Sendable {
        /// Present this layer from the controller of the level under it (the base for
        /// level 1).
        case present(PresentedLayer)
        /// `dismiss(animated:)` on the presenter of the first of these layers, which
        /// takes it, the layers above it and any dialog along.
        case dismiss([PresentedLayer])
        /// The layer stays and changes its options (a sheet's detent selected from code).
        case restyle(PresentedLayer)
        /// Present the dialog over the top layer.
        case presentDialog(PresentedDialog)
        /// Dismiss the dialog that is up.
        case dismissDialog(PresentedDialog)
        /// Present the navigation controller of the stack above the tabs, whose root has
        /// this identity, from the tab bar controller.
        case presentAboveTabs(root: EntryID)
        /// Dismiss the stack above the tabs whose root has this identity.
        case dismissAboveTabs(root: EntryID)
    }

    /// The layers UIKit presents, lowest first, as last drawn or reported.
    package private(set) var shown: [PresentedLayer] = []
    /// The dialog UIKit presents over them.
    package private(set) var dialog: PresentedDialog?
    /// The root of the stack above the tabs UIKit presents under them.
    package private(set) var aboveTabs: EntryID?
    /// The call whose transition runs; UIKit takes no other presentation call meanwhile.
    package private(set) var moving: Command?
    /// Whether the user is swiping the top layer away, which UIKit animates on its own.
    package private(set) var isUserDismissing = false

    /// A chain that presents nothing.
    package init() {}

    /// The call that makes UIKit present these layers and this dialog over this stack
    /// above the tabs, or `nil` when it already does or a presentation is moving.
    ///
    /// One call at a time, lowest change first: the dialog leaves before a layer under
    /// it, a layer leaves before another takes its level or the stack above the tabs
    /// under it changes, and the next layer is presented only once the one under it is up.
    package mutating func draw(
        _ layers: [PresentedLayer], dialog wanted: PresentedDialog?, aboveTabs root: EntryID? = nil
    ) -> Command? {
        guard moving == nil, !isUserDismissing else { return nil }
        let baseChanges = root != aboveTabs
        let kept = baseChanges ? 0 : zip(shown, layers).prefix { $0.root == $1.root && $0.kind == $1.kind }.count
        let command: Command
        if let dialog, kept < shown.count || wanted?.id != dialog.id || baseChanges {
            command = .dismissDialog(dialog)
            self.dialog = nil
        } else if kept < shown.count {
            command = .dismiss(Array(shown[kept...]))
            shown.removeSubrange(kept...)
        } else if let leaving = aboveTabs, baseChanges {
            command = .dismissAboveTabs(root: leaving)
            aboveTabs = nil
        } else if let root, baseChanges {
            command = .presentAboveTabs(root: root)
            aboveTabs = root
        } else if let changed = layers.indices.prefix(kept).first(where: { shown[$0] != layers[$0] }) {
            // Nothing moves: UIKit animates a sheet's new detent in place.
            shown[changed] = layers[changed]
            return .restyle(layers[changed])
        } else if kept < layers.count {
            command = .present(layers[kept])
            shown.append(layers[kept])
        } else if let wanted, dialog == nil {
            command = .presentDialog(wanted)
            dialog = wanted
        } else {
            return nil
        }
        moving = command
        return command
    }

    /// The presentation or dismissal UIKit ran for the call ends (its completion).
    ///
    /// - Returns: The call that ended, so the owner sends the signal it ends with.
    package mutating func transitionEnded() -> Command? {
        defer { moving = nil }
        return moving
    }

    /// The user started swiping the top layer away (`presentationControllerWillDismiss`):
    /// UIKit takes no presentation call until the swipe ends, either way.
    package mutating func userDismissalBegan() {
        isUserDismissing = true
    }

    /// The user let the layer spring back: the swipe changed nothing.
    package mutating func userDismissalCancelled() {
        isUserDismissing = false
    }

    /// The user swiped the layer at this level away, which UIKit reports when it has
    /// left (`presentationControllerDidDismiss`, never for a dismissal from code).
    ///
    /// - Returns: The layer the user dismissed, or `nil` when the chain holds no such level.
    package mutating func userDismissed(level: Int) -> PresentedLayer? {
        isUserDismissing = false
        guard shown.indices.contains(level - 1) else { return nil }
        let layer = shown[level - 1]
        shown.removeSubrange((level - 1)...)
        dialog = nil
        return layer
    }

    /// The user tapped a button of the dialog, which UIKit has taken away.
    ///
    /// - Returns: The dialog that was up, or `nil` when none was.
    package mutating func userAnsweredDialog() -> PresentedDialog? {
        defer { dialog = nil }
        return dialog
    }
}
