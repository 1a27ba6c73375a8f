package import ModularNavigation
import Observation

/// What the view of one stack location reads: the stack and what is presented over it.
///
/// One observable object per location keeps observation granular: a push inside a
/// sheet re-renders the sheet's stack only.
@MainActor
@Observable
package final class StackSlot<Route: Hashable & Sendable> {
    package private(set) var stack: NavigationStackState<Route>?
    package private(set) var presentation: PresentedLayer?
    /// Bumped when SwiftUI wrote a path the driver did not take as written (a link's value,
    /// replaced by the navigator's entry or refused), so the stack view reads its path again.
    package private(set) var revision = 0
    /// The dialog drawn over this stack: only the visible stack has one.
    package private(set) var dialog: PresentedDialog?

    init(stack: NavigationStackState<Route>?, presentation: PresentedLayer?) {
        self.stack = stack
        self.presentation = presentation
    }

    /// Asks the stack view to read its path again.
    func revise() {
        revision &+= 1
    }

    /// Stores new values, notifying observers only of the ones that changed.
    func update(stack: NavigationStackState<Route>?, presentation: PresentedLayer?) {
        if self.stack != stack { self.stack = stack }
        if self.presentation != presentation { self.presentation = presentation }
    }

    /// Stores the dialog drawn over this stack, notifying observers only when it changed.
    func update(dialog: PresentedDialog?) {
        if self.dialog != dialog { self.dialog = dialog }
    }
}
