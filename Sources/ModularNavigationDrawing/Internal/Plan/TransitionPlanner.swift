package import ModularNavigation

/// Turns "the state on screen" and "the state wanted" into the fewest steps SwiftUI can
/// apply one per update.
///
/// The steps come in this order, each only when needed:
/// 1. **dismiss**: the presentation layers that do not stay, all in one step (one
///    dismissal of the lowest layer takes the ones above it along);
/// 2. **update**: every stack change in one step — pops and pushes (several at once),
///    a new tab selection, a stack above the tabs coming or going (awaiting its
///    departure when it goes), and new content in layers that stay up (a layer stays, and
///    its content is replaced in place, when the base stack is the same and every layer
///    up to it keeps its kind, the SwiftUI modifier that draws it);
/// 3. **present**: each new layer, one per step.
///
/// A dialog that goes is dismissed in a step of its own before all of these, and one
/// that comes is presented in a step of its own after them.
///
/// An update that changes nothing the user sees (a stack under a sheet that stays)
/// rides along with the first present step, since covered stacks do not animate.
///
/// ```swift
/// let steps = TransitionPlanner.steps(from: onScreen, to: navigator.state)
/// // [sheet, push, sheet, push] -> [push']: [.dismiss(fromLevel: 1), .update]
/// ```
package enum TransitionPlanner {
    /// The steps that lead from the state on screen to a target.
    ///
    /// - Parameters:
    ///   - shown: The state the UI shows, or is animating towards.
    ///   - target: The state wanted.
    /// - Returns: The steps in order; the last one's state is `target` exactly. Empty
    ///   when both states draw the same screens.
    package static func steps<Route, Tab>(
        from shown: NavigationState<Route, Tab>,
        to target: NavigationState<Route, Tab>
    ) -> [TransitionStep<Route, Tab>] {
        guard !shown.drawsSame(as: target) else { return [] }
        // A dialog is dismissed before anything under it changes, and presented after.
        guard shown.dialog == nil && target.dialog == nil else { return dialogSteps(from: shown, to: target) }
        let kept = keptLayers(from: shown, to: target)
        var steps: [TransitionStep<Route, Tab>] = []
        steps.reserveCapacity(2 + max(0, target.presentations.count - kept))

        var drawn = shown
        if shown.presentations.count > kept {
            // A new array of the kept layers: removing from a copy would first copy them all.
            drawn.presentations = kept == 0 ? [] : Array(shown.presentations[..<kept])
            let root = shown.presentations[kept].stack.root.id
            steps.append(TransitionStep(kind: .dismiss(fromLevel: kept + 1), state: drawn, awaits: .dismissed(root)))
        }

        let updated = target.keepingLayers(kept)
        let presentsMore = target.presentations.count > kept
        if !updated.drawsSame(as: drawn) {
            let top = updated.topStack.top.id
            if let leaving = drawn.aboveTabs?.root.id, updated.aboveTabs?.root.id != leaving {
                // The stack above the tabs slides away over tabs that never left the
                // screen, so no screen appears: its own departure ends the step.
                steps.append(TransitionStep(kind: .update, state: updated, awaits: .dismissed(leaving)))
            } else if let closing = drawn.closingDetailRoot(toward: updated) {
                // Likewise a detail column that closes beside a sidebar that stays.
                steps.append(TransitionStep(kind: .update, state: updated, awaits: .dismissed(closing)))
            } else if top != drawn.topStack.top.id {
                steps.append(TransitionStep(kind: .update, state: updated, awaits: .appeared(top)))
            } else if !presentsMore {
                steps.append(TransitionStep(kind: .update, state: updated, awaits: nil))
            }
        }

        if presentsMore {
            for level in (kept + 1)...target.presentations.count {
                let top = target.presentations[level - 1].stack.top.id
                steps.append(
                    TransitionStep(kind: .present(level: level), showing: level, of: target, awaits: .appeared(top)))
            }
        }

        // Intermediate states carry the target's identities; the last one is the target
        // itself, identity counter included.
        steps[steps.count - 1].show(target)
        return steps
    }

    /// The steps when a dialog is drawn or wanted: dismiss a dialog that goes, change
    /// what is under it, then present a dialog that comes, each its own step.
    static func dialogSteps<Route, Tab>(
        from shown: NavigationState<Route, Tab>,
        to target: NavigationState<Route, Tab>
    ) -> [TransitionStep<Route, Tab>] {
        var drawn = shown
        var under = target
        drawn.dialog = nil
        under.dialog = nil
        var steps: [TransitionStep<Route, Tab>] = []
        if let dialog = shown.dialog, dialog == target.dialog {
            // The dialog stays: what changes is not under it (a background tab), and it
            // stays drawn in every step.
            steps = self.steps(from: drawn, to: under)
            for index in steps.indices { steps[index].source.dialog = dialog }
        } else {
            if let leaving = shown.dialog {
                steps.append(TransitionStep(kind: .dismissDialog, state: drawn, awaits: .dialogDismissed(leaving.id)))
            }
            steps += self.steps(from: drawn, to: under)
            if target.dialog != nil {
                steps.append(TransitionStep(kind: .presentDialog, state: target, awaits: nil))
            }
        }
        // As in every plan, the last step shows the target exactly.
        if !steps.isEmpty { steps[steps.count - 1].show(target) }
        return steps
    }

    /// How many presentation layers, from the bottom, stay up: same base stack, and each
    /// layer up to them keeps its kind.
    package static func keptLayers<Route, Tab>(
        from shown: NavigationState<Route, Tab>,
        to target: NavigationState<Route, Tab>
    ) -> Int {
        guard shown.baseLocation == target.baseLocation else { return 0 }
        var kept = 0
        while kept < min(shown.presentations.count, target.presentations.count),
            shown.presentations[kept].style.kind == target.presentations[kept].style.kind
        {
            kept += 1
        }
        return kept
    }
}

extension NavigationState {
    /// Whether two states draw the same screens: same stacks, tabs, presentations and
    /// dialog, whatever identities each would hand out next.
    package func drawsSame(as other: NavigationState) -> Bool {
        base == other.base && presentations == other.presentations && dialog == other.dialog
    }

    /// The state with only its lowest `count` presentation layers.
    package func keepingLayers(_ count: Int) -> NavigationState {
        guard presentations.count > count else { return self }
        var copy = self
        // A new array of the kept layers: removing from a copy would first copy them all.
        copy.presentations = Array(presentations[..<max(count, 0)])
        return copy
    }
}
