/// The fields of a navigator that every change reads or writes, in one stored value.
///
/// Each access to a stored property of a class is checked for exclusivity at run time.
/// Kept as separate properties of the navigator, these fields cost a check each on every
/// change, about a fifth of a present; together, a change applies inside one access
/// (``apply(_:)``). The navigator's own names for the fields forward here.
@usableFromInline
struct NavigatorCore<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// The state, unobserved.
    @usableFromInline var state: NavigationState<Route, Tab>
    /// Rules the app chose.
    @usableFromInline var policy: NavigationPolicy
    /// How many changes were committed.
    @usableFromInline var commits = 0
    @usableFromInline var guards = GuardList<Route, Tab>()
    @usableFromInline var listeners = EventListeners<NavigationEvent<Route, Tab>, NavigationCommit<Route, Tab>>()
    /// The objects of the screens in the state, released by the change that removes them.
    @usableFromInline var screenObjects = ScreenObjectStore()

    @usableFromInline
    init(state: NavigationState<Route, Tab>, policy: NavigationPolicy) {
        self.state = state
        self.policy = policy
    }

    /// What applying an action in place did; what it changed is in the caller's record.
    @usableFromInline
    enum Outcome {
        /// Nothing: guards must see the change first, on a copy of the state.
        case guarded
        /// The state changed (or stayed, for an action that changes nothing) and the
        /// commit is counted; the navigator still has to tell observers.
        case applied(events: [NavigationEvent<Route, Tab>])
        /// The rules refused it; the state is as it was.
        case refused(NavigationError)
    }

    /// Applies an action in place unless a guard must see it first.
    ///
    /// The change is recorded into the caller's value rather than returned in the
    /// outcome: returned, it was copied out of the outcome and destroyed twice, through
    /// its generic value witness, on every change.
    @inlinable
    mutating func apply(
        _ action: NavigationAction<Route, Tab>,
        recording change: inout NavigationChange<Route, Tab>
    ) -> Outcome {
        guard guards.isEmpty else { return .guarded }
        change.reportsEvents = !listeners.isEmpty
        do {
            let events = try state.perform(action, policy: policy, recording: &change)
            commits &+= 1
            return .applied(events: events)
        } catch {
            return .refused(error)
        }
    }
}

extension NavigatorCore {
    /// Reads the state without copying it.
    ///
    /// Mutating so that it runs inside the navigator's one access to its core, where the
    /// state is read in place: read through the class (`core.state.topStack`), the whole
    /// state was copied, every stack of it retained and released, for each question.
    @inlinable
    mutating func read<Value>(_ body: (borrowing NavigationState<Route, Tab>) -> Value) -> Value {
        body(state)
    }

    /// Stores an object for a screen that is still in the state, and returns the one kept:
    /// an object stored meanwhile wins, and a screen that is gone keeps nothing.
    ///
    /// The search and the store happen inside the navigator's one access to its core:
    /// read through the class, the whole state was copied for the search, and each
    /// access is checked for exclusivity on its own.
    @inlinable
    mutating func keep(_ object: AnyObject, for screen: EntryID, type: ObjectIdentifier) -> AnyObject {
        guard state.positionInPlace(of: screen) != nil else { return object }
        return screenObjects.store(object, for: screen, type: type)
    }
}
