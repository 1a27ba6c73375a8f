/// A deep link's target being shown, step by step: the actions applied so far, what they
/// changed and the events they reported.
///
/// A link is one action (``NavigationAction/navigate(to:)``) made of the ordinary
/// actions: each step records its change into the link's as it applies, so the navigator
/// commits what the link did, as it did it, and guards see the one action a link came
/// down to (a `pushOnTop` is a push).
@usableFromInline
struct LinkSteps<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    @usableFromInline let policy: NavigationPolicy
    /// What the steps changed, in the link's record.
    @usableFromInline var change: NavigationChange<Route, Tab>
    /// The steps' events, in order.
    @usableFromInline var events: [NavigationEvent<Route, Tab>] = []
    /// The first step, and how many there were.
    @usableFromInline var first: NavigationAction<Route, Tab>?
    @usableFromInline var count = 0

    @usableFromInline
    init(policy: NavigationPolicy, change: NavigationChange<Route, Tab>) {
        self.policy = policy
        self.change = change
    }

    @usableFromInline
    mutating func record(_ action: NavigationAction<Route, Tab>) {
        if count == 0 { first = action }
        count += 1
    }

    /// The one action the link came down to, when it took exactly one step.
    @usableFromInline
    var soleStep: NavigationAction<Route, Tab>? {
        count == 1 ? first : nil
    }
}
