package import ModularNavigation

/// What one navigation controller holds, and the one call that draws a stack slot on it.
///
/// The UIKit backend keeps one per drawn stack and the Linux tests drive the same value
/// through a stand-in for UIKit, so every choice of call is tested without UIKit. It
/// compares the slot with what the controller holds, not with what was drawn last: a
/// screen the user popped is gone from both, so a write that arrives late (observation
/// racing the back button, swift-navigation PR #243) pushes nothing again.
///
/// While a transition runs (an animated push, or a pop the user started with the back
/// button or the edge swipe), UIKit takes no call: ``draw(_:)`` answers `nil`, and the
/// owner draws the slot again once ``transitionEnded(holding:)`` reports UIKit's stack.
package struct ControllerStack<Route: Hashable & Sendable>: Hashable, Sendable {
    /// The call that carries out a drawn change on the navigation controller.
    package enum Command: Hashable, Sendable {
        /// `pushViewController(_:animated:)` with this screen.
        case push(NavigationEntry<Route>)
        /// `popViewController(animated:)` or `popToViewController(_:animated:)`: down
        /// to the screen with this identity, which stays on top.
        case pop(to: EntryID)
        /// `popToRootViewController(animated:)`.
        case popToRoot
        /// `setViewControllers(_:animated:)`: several pushes at once, a replaced root,
        /// or any other change.
        case set([NavigationEntry<Route>])
    }

    /// The screens the controller holds, root first, as last drawn or reported.
    package private(set) var shown: [NavigationEntry<Route>] = []
    /// Whether a transition runs on the controller, so it takes no call now.
    package private(set) var isMoving = false

    /// A controller that holds nothing yet; its first draw sets its screens.
    package init() {}

    /// The call that makes the controller show the slot's stack, or `nil` when it
    /// already does or is moving; the call's transition runs until
    /// ``transitionEnded(holding:)``.
    package mutating func draw(_ stack: NavigationStackState<Route>) -> Command? {
        guard !isMoving else { return nil }
        let screens = stack.entries
        guard let command = Self.command(from: shown, to: screens) else { return nil }
        shown = screens
        isMoving = true
        return command
    }

    /// The user started a transition UIKit runs on its own: the back button, the edge
    /// swipe, the back button's history menu.
    ///
    /// From UIKit's `navigationController(_:willShow:animated:)` when the backend did
    /// not start the transition itself; calls during it wait for its end (popping
    /// inside `willShow` crashes UIKit, TCA #3653).
    package mutating func userTransitionBegan() {
        isMoving = true
    }

    /// UIKit's transition ended, finished or cancelled, and the controller holds these
    /// screens (the identities of its view controllers, root first).
    ///
    /// - Returns: The path the user left when UIKit holds a strict prefix of what was
    ///   shown (a finished back swipe or back button), to report as the user's gesture;
    ///   `nil` for a cancelled swipe, or a transition the backend asked for.
    package mutating func transitionEnded(holding screens: [EntryID]) -> [EntryID]? {
        isMoving = false
        let shownIDs = shown.map(\.id)
        guard !screens.isEmpty, screens.count < shownIDs.count, shownIDs.starts(with: screens) else { return nil }
        shown.removeSubrange(screens.count...)
        return Array(screens.dropFirst())
    }

    /// The one call from `old` to `new`, or `nil` when they hold the same screens.
    package static func command(
        from old: [NavigationEntry<Route>], to new: [NavigationEntry<Route>]
    ) -> Command? {
        let oldIDs = old.map(\.id)
        let newIDs = new.map(\.id)
        guard oldIDs != newIDs, let last = new.last else { return nil }
        if !old.isEmpty, newIDs.count == oldIDs.count + 1, newIDs.starts(with: oldIDs) { return .push(last) }
        if newIDs.count < oldIDs.count, oldIDs.starts(with: newIDs) {
            return newIDs.count == 1 ? .popToRoot : .pop(to: last.id)
        }
        return .set(new)
    }
}
