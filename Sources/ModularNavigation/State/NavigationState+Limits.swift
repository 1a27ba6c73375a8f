/// What every state the library accepts keeps, so that it saves, restores and draws:
/// numbers that are finite, identities within the identity limit, and at most one sheet
/// of an id.
///
/// Each way into a state checks the same rule here: actions that present or replace
/// the state (``NavigationState/perform(_:policy:)``), the state's `Codable` form, and
/// archives being restored. A state that passes always archives, and its archive
/// restores to an equal state.
extension NavigationState {
    /// Refuses a whole state from outside (``NavigationAction/replaceState(_:)``,
    /// ``NavigationAction/adopt(_:)``, decoding) that holds what no action could have made:
    /// a number no archive can hold, two sheets of one ``SheetOptions/id``, a layer over
    /// the app where none can be (``NavigationError/overAppUnavailable``), or a dialog
    /// of a screen that could not ask for one.
    @inlinable
    func requireAcceptable() throws(NavigationError) {
        guard hasFiniteNumbers else { throw .nonFiniteNumber }
        if case let (_, id)? = firstRepeatedSheet { throw .sheetAlreadyPresented(id: id) }
        try requireAcceptablePlacements()
        try requireAcceptableDialogs()
    }

    /// Whether every number in the presentations is finite.
    @inlinable
    var hasFiniteNumbers: Bool {
        presentations.allSatisfy { $0.style.hasFiniteNumbers } && (_minimized?._style.hasFiniteNumbers ?? true)
    }

    /// Whether the identities are unique and below the next one to hand out, which is
    /// itself within the identity limit.
    var hasValidIdentities: Bool {
        guard nextID <= EntryID.limit else { return false }
        var seen: Set<EntryID> = []
        return entries.allSatisfy { $0.id.rawValue < nextID && seen.insert($0.id).inserted }
    }

    /// The state with its screens numbered again from the first identity, and how many
    /// it renumbered, once it has handed out more than half of the identities; `nil`
    /// while there is room.
    ///
    /// No app hands out 2⁶¹ identities one screen at a time: a state that far on was
    /// damaged or written by hand, and adopted as it is, it would refuse new screens
    /// (``NavigationError/identityLimitReached``) soon or at once. A navigator restores
    /// through this, so that a restored app can always navigate; the state's own
    /// `restore` keeps identities as saved, so a state restores to an equal one.
    @usableFromInline
    func withRoomForIdentities() -> (state: NavigationState, renumbered: Int)? {
        guard nextID > EntryID.limit / 2 else { return nil }
        let state = renumbering(self, from: 0) { _, _ in false }
        return (state, Int(clamping: state.nextID))
    }

    /// Refuses an action that hands out `count` identities when the identity limit
    /// leaves fewer.
    ///
    /// Each case of `perform` that makes screens asks this with its own count before it
    /// changes anything, where its payload is already at hand: a separate pass over the
    /// action would copy it again on every push.
    @inlinable
    func requireIdentities(_ count: Int) throws(NavigationError) {
        guard UInt64(clamping: count) <= EntryID.limit - min(nextID, EntryID.limit) else {
            throw .identityLimitReached
        }
    }
}

extension PresentationStyle {
    /// Refuses a style with a number no archive can hold.
    @inlinable
    func requireFiniteNumbers() throws(NavigationError) {
        guard hasFiniteNumbers else { throw .nonFiniteNumber }
    }
}
