import ModularNavigation
import ModularNavigationDrawing

/// A planned step as text, so a failing comparison shows readable trees.
struct StepSnapshot<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Equatable, CustomStringConvertible {
    let kind: TransitionStep<Route, Tab>.Kind
    let tree: String
    let awaits: TransitionSignal?

    init(_ kind: TransitionStep<Route, Tab>.Kind, _ state: NavigationState<Route, Tab>, awaits: TransitionSignal?) {
        self.kind = kind
        self.tree = state.treeDescription
        self.awaits = awaits
    }

    init(_ step: TransitionStep<Route, Tab>) {
        self.init(step.kind, step.state, awaits: step.awaits)
    }

    var description: String {
        "\(kind) awaiting \(awaits.map { "\($0)" } ?? "nothing")\n\(tree)"
    }
}

extension NavigationState {
    /// A copy with actions applied, for building states in tests.
    func after(_ actions: NavigationAction<Route, Tab>...) throws -> NavigationState {
        var copy = self
        for action in actions {
            try copy.perform(action)
        }
        return copy
    }

    /// The identity of the screen on top of the visible stack.
    var topID: EntryID { topStack.top.id }

    /// The identity of the pushed screen at `index` on the visible stack.
    func pushedID(_ index: Int) -> EntryID { topStack.path[index].id }
}

/// The planner's steps as snapshots.
func plannedSteps<Route, Tab>(
    from shown: NavigationState<Route, Tab>,
    to target: NavigationState<Route, Tab>
) -> [StepSnapshot<Route, Tab>] {
    TransitionPlanner.steps(from: shown, to: target).map(StepSnapshot.init)
}
