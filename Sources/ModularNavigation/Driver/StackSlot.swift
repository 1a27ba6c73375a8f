import Observation

/// What the view of one stack location reads: the stack and what is presented over it.
///
/// One observable object per location keeps observation granular: a push inside a
/// sheet re-renders the sheet's stack only.
@MainActor
@Observable
package final class StackSlot<Route: Hashable & Sendable> {
    package private(set) var stack: NavigationStackState<Route>?
    package private(set) var presentation: PresentationSummary?
    /// Bumped when SwiftUI wrote a path the driver did not take as written (a link's value,
    /// replaced by the navigator's entry or refused), so the stack view reads its path again.
    package private(set) var revision = 0

    init(stack: NavigationStackState<Route>?, presentation: PresentationSummary?) {
        self.stack = stack
        self.presentation = presentation
    }

    /// Asks the stack view to read its path again.
    func revise() {
        revision &+= 1
    }

    /// Stores new values, notifying observers only of the ones that changed.
    func update(stack: NavigationStackState<Route>?, presentation: PresentationSummary?) {
        if self.stack != stack { self.stack = stack }
        if self.presentation != presentation { self.presentation = presentation }
    }
}
