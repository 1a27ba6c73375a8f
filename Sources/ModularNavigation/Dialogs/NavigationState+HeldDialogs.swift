// Dialogs a state holds from outside: one built with `presentingDialog(_:from:)`, or
// carried by a whole state handed to `replaceState` or `adopt` (a test that starts with
// a dialog up). They obey the rules a `presentDialog` does: each belongs to a screen
// that may ask for one (drawn in front, not a background tab nor hidden by a flow
// above the tabs), one is open and the rest wait their turn. A carried dialog follows
// its screen through the identities the new state is given, and opens under a new
// identity of its own unless it is the very dialog already up.
extension NavigationState {
    /// The state with a dialog open for a screen, or queued behind the one already open.
    ///
    /// For a test or an app that starts with a dialog up: hand the state to
    /// ``NavigationAction/replaceState(_:)`` (or ``Navigator/replaceState(_:)``) and the
    /// dialog opens with it, for the screen's presenter to answer through
    /// ``NavigationClient/presentedDialogResult(expecting:)``. The rules are those of
    /// ``NavigationAction/presentDialog(_:from:)``, which this performs.
    ///
    /// - Parameters:
    ///   - dialog: What to show.
    ///   - screen: The screen the dialog belongs to; `nil` for the visible screen.
    /// - Returns: This state with the dialog open or queued.
    /// - Throws: ``NavigationError/screenGone(_:)`` for a screen the state does not hold,
    ///   ``NavigationError/screenCovered(_:)`` for one that may not ask for a dialog (a
    ///   background tab), ``NavigationError/identityLimitReached`` without room.
    public func presentingDialog<Action>(
        _ dialog: NavigationDialog<Action>,
        from screen: EntryID? = nil
    ) throws(NavigationError) -> NavigationState {
        var state = self
        try state.perform(.presentDialog(NavigationDialog(erasing: dialog), from: screen))
        return state
    }

    /// The open dialog first, then the queued ones, oldest first.
    var heldDialogs: [PresentedDialog] {
        (_dialog.map { [$0] } ?? []) + _queuedDialogs
    }

    /// Refuses a whole state whose dialogs no ``NavigationAction/presentDialog(_:from:)``
    /// could have left: one whose screen the state lacks or that may not ask for one.
    @usableFromInline
    func requireAcceptableDialogs() throws(NavigationError) {
        for dialog in heldDialogs { try checkMayPresent(.dialog, from: dialog.screen) }
    }

    /// The dialogs of `original` moved to the identities this state, its renumbered copy,
    /// gives their screens: a screen keeps its place when it is renumbered.
    @usableFromInline
    mutating func followDialogScreens(of original: NavigationState) {
        guard _dialog != nil || !_queuedDialogs.isEmpty else { return }
        func moved(_ dialog: PresentedDialog) -> PresentedDialog {
            guard let (location, index) = original.position(of: dialog.screen),
                let entries = stack(at: location)?.entries, entries.indices.contains(index),
                entries[index].id != dialog.screen
            else { return dialog }
            return PresentedDialog(id: dialog.id, screen: entries[index].id, dialog: dialog.dialog)
        }
        _dialog = _dialog.map(moved)
        _queuedDialogs = _queuedDialogs.map(moved)
    }

    /// Becomes a whole new state, replaced or restored (`new`, re-identified from
    /// `original`), and settles the dialogs of both; its identities must stay within the limit.
    ///
    /// This state's dialogs stay as under any change: the open one while what it is
    /// drawn over stays, the queued ones while their screens may ask. The new state's
    /// own then open after them, as if presented from their screens, except the ones
    /// this state already holds (the new state was copied from it).
    @usableFromInline
    mutating func replaceWhole(
        with new: NavigationState, from original: NavigationState, recording change: inout Change
    ) throws(NavigationError) -> Events {
        var next = new
        guard next.nextID <= EntryID.limit else { throw .identityLimitReached }
        let live = heldDialogs
        let carried = next.heldDialogs.filter { dialog in
            !live.contains { $0.id == dialog.id && $0.screen == dialog.screen }
        }
        if !carried.isEmpty {
            // Whoever built the new state may know every identity it handed out, its
            // dialogs' included: the ones opened here come after them all.
            next.nextID = max(next.nextID, original.nextID)
            try next.requireIdentities(carried.count)
        }
        next._dialog = nil
        next._queuedDialogs = []
        let up = _dialog
        let backdrop = up.map { dialogBackdrop(of: $0.screen) }
        let queued = _queuedDialogs
        _dialog = nil
        _queuedDialogs = []
        var events: [NavigationEvent<Route, Tab>] = []
        if next != self {
            change.record(next.changes(from: self))
            self = next
            events = change.report([.stateReplaced])
        }
        _dialog = up
        _queuedDialogs = queued
        if let up, dialogBackdrop(of: up.screen) != backdrop {
            closeDialog(chosen: nil, recording: &change)
            events = change.report([.dialogDismissed(up)]) + events
        }
        events += settleQueuedDialogs(recording: &change)
        for dialog in carried {
            events += openDialog(dialog.dialog, owner: dialog.screen, recording: &change)
        }
        return events
    }
}

extension NavigationAction {
    /// Whether the action replaces the whole state, whose dialogs it settles itself
    /// rather than applying under the open one.
    @usableFromInline
    var replacesWholeState: Bool {
        switch self {
        case .replaceState, .adopt: true
        default: false
        }
    }
}
