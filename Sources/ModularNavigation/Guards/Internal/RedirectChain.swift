/// The redirects followed for one change, so that guards cannot send each other round
/// in circles.
///
/// A redirect's own action passes through the guards, and a resumed change passes
/// through them again; both carry the chain along. The chain refuses a redirect that
/// repeats an action it already holds, and any redirect past ``limit``.
@usableFromInline
package struct RedirectChain<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Hashable, Sendable {
    /// The most redirects one change may go through.
    package static var limit: Int { 8 }

    /// The redirect actions followed so far, oldest first.
    @usableFromInline package internal(set) var actions: [NavigationAction<Route, Tab>] = []

    @inlinable
    package init() {}

    /// Records a redirect to follow; `false` when following it would loop or go past
    /// the limit, and the chain is then unchanged.
    package mutating func admit(_ action: NavigationAction<Route, Tab>) -> Bool {
        guard actions.count < Self.limit, !actions.contains(action) else { return false }
        actions.append(action)
        return true
    }
}
