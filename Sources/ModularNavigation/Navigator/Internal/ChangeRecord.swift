/// A navigator's change record, reused from change to change.
///
/// Made and destroyed for every change, the record was destroyed through its generic value
/// witness, which walks each field's type: a twelfth of a push. Cleared field by field, it
/// costs what the change set.
@usableFromInline
struct ChangeRecord<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    @usableFromInline var change = NavigationChange<Route, Tab>()
    /// Whether a change is being applied into ``change``.
    @usableFromInline var isInUse = false

    @inlinable init() {}

    /// Empties the record for the next change.
    @inlinable
    mutating func clear() {
        change.clear()
        isInUse = false
    }
}
