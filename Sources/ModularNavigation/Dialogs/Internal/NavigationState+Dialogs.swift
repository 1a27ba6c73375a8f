// The rules of dialogs. A dialog is drawn over the visible screen, so it lasts only as
// long as what the user sees stays and its own screen stays in the state: any other
// change that moves what the user sees (a push or pop on any stack in front, beside an
// inspector or in the other split column too) closes it first, unanswered, and is
// reported after its dismissal.
//
// One dialog is open at a time; one asked for meanwhile waits in a queue and opens when
// the one before it closes, however it closes. A queued dialog whose screen leaves, or
// may no longer ask (it went to a background tab), closes unanswered without being shown.
extension NavigationState {
    /// Opens a dialog, or queues it behind the open one.
    @inlinable
    mutating func openDialog(
        _ dialog: NavigationDialog<AnyHashableSendable>, from screen: EntryID?, recording change: inout Change
    ) throws(NavigationError) -> Events {
        try requireIdentities(1)
        let owner: EntryID
        if let screen {
            try checkMayPresent(.dialog, from: screen)
            owner = screen
        } else {
            owner = topStack.top.id
        }
        return openDialog(dialog, owner: owner, recording: &change)
    }

    /// Opens a dialog for a screen that may ask for one under a new identity, or queues
    /// it behind the open one; the caller checked the screen and the room for an identity.
    @usableFromInline
    mutating func openDialog(
        _ dialog: NavigationDialog<AnyHashableSendable>, owner: EntryID, recording change: inout Change
    ) -> Events {
        let presented = PresentedDialog(id: EntryID(rawValue: nextID), screen: owner, dialog: dialog)
        nextID += 1
        change.dialogChanged = true
        change.shown = presented.id
        guard _dialog == nil else {
            _queuedDialogs.append(presented)
            return change.report([.dialogQueued(presented)])
        }
        _dialog = presented
        return change.report([.dialogPresented(presented)])
    }

    /// Whether a screen's dialog may be drawn now.
    ///
    /// The rule that let it ask (a layer, the base stack or the sidebar beside it; not a
    /// background tab, nor a screen the flow shown above the tabs hides), so a queued
    /// dialog is kept exactly while it still could be asked.
    @inlinable
    func mayAskForDialog(_ screen: EntryID) -> Bool {
        guard let (location, index) = position(of: screen) else { return false }
        return isInVisibleChain(location) && !isBelowPushedFlow(location, index: index)
    }

    /// Applies an action while a dialog is open.
    @inlinable
    mutating func perform(
        _ action: NavigationAction<Route, Tab>,
        policy: NavigationPolicy,
        recording change: inout Change,
        under dialog: PresentedDialog
    ) throws(NavigationError) -> Events {
        switch action {
        case .presentDialog(let presented, let from):
            return try openDialog(presented, from: from, recording: &change)

        case .chooseDialogButton(let index, let id):
            guard id == nil || id == dialog.id else { throw .noDialog }
            guard dialog.buttons.indices.contains(index) else {
                throw .dialogButtonOutOfRange(requested: index, available: dialog.buttons.count)
            }
            let button = dialog.buttons[index]
            closeDialog(chosen: button.action, recording: &change)
            return change.report([.dialogChosen(dialog, button: button)]) + openNextQueuedDialog(recording: &change)

        case .dismissDialog(let id):
            if let id, let queued = _queuedDialogs.firstIndex(where: { $0.id == id }) {
                // Withdrawn before its turn.
                let withdrawn = _queuedDialogs.remove(at: queued)
                change.dialogChanged = true
                change.closedDialogs.append((withdrawn.id, nil))
                return change.report([.dialogDismissed(withdrawn)])
            }
            guard id == nil || id == dialog.id else { throw .noDialog }
            closeDialog(chosen: nil, recording: &change)
            return change.report([.dialogDismissed(dialog)]) + openNextQueuedDialog(recording: &change)

        default:
            let backdrop = dialogBackdrop(of: dialog.screen)
            let queued = _queuedDialogs
            // The action applies to the state under the dialogs: a replaced state must not
            // carry them over, nor drop them without an answer.
            _dialog = nil
            _queuedDialogs = []
            let events: [NavigationEvent<Route, Tab>]
            do {
                events = try perform(action, policy: policy, recording: &change)
            } catch {
                _dialog = dialog
                _queuedDialogs = queued
                throw error
            }
            _dialog = dialog
            _queuedDialogs = queued
            if dialogBackdrop(of: dialog.screen) == backdrop {
                return events + settleQueuedDialogs(recording: &change)
            }
            closeDialog(chosen: nil, recording: &change)
            return change.report([.dialogDismissed(dialog)]) + events + settleQueuedDialogs(recording: &change)
        }
    }

    /// What a dialog is drawn over, as the top screens of the stacks it depends on.
    ///
    /// Those are its own screen's stack, then every stack in front, from the topmost
    /// layer down through the inspectors beside it to the base stack (and the shown
    /// sidebar beside the detail) when nothing covers them. Empty when the screen is gone or
    /// out of the chain the user looks at.
    ///
    /// The dialog stays exactly while this stays the same: a push or pop on any stack the
    /// user sees closes it, whichever of the stacks side by side it belongs to.
    /// Identities are never reused, so equal tops mean unchanged stacks. `package`: the
    /// headless host checks with it that nothing under a dialog changes while it is up.
    @inlinable
    package func dialogBackdrop(of owner: EntryID) -> [EntryID] {
        // Out of the visible chain (its tab left under a layer over the app that stayed),
        // the owner no longer shows its dialog, whatever stays in front.
        guard let (location, _) = position(of: owner), isInVisibleChain(location), let own = stack(at: location)
        else { return [] }
        var tops = [own.top.id]
        for index in _presentations.indices.reversed() {
            tops.append(_presentations[index]._stack.top.id)
            guard _presentations[index]._style.leavesPresenterInFront else { return tops }
        }
        tops.append(baseStack.top.id)
        switch baseLocation {
        case .detail: tops.append(stack(at: .sidebar)?.top.id ?? owner)
        case .tabDetail(let tab): tops.append(stack(at: .tab(tab))?.top.id ?? owner)
        case .main, .tab, .sidebar, .presented, .aboveTabs, .minimized: break
        }
        return tops
    }

    /// Closes the open dialog, recording its answer for whoever awaits it; the queue is
    /// left to ``settleQueuedDialogs(recording:)``.
    @inlinable
    mutating func closeDialog(chosen: AnyHashableSendable?, recording change: inout Change) {
        guard let dialog = _dialog else { return }
        _dialog = nil
        change.dialogChanged = true
        change.closedDialogs.append((dialog.id, chosen))
    }

    /// Opens the oldest queued dialog once the open one was answered.
    ///
    /// An answer changes nothing under the dialogs, so every queued one may still ask as
    /// it could when it queued: the queue is not walked again, and answering n queued
    /// dialogs costs n steps, not n² (issue 44).
    @inlinable
    mutating func openNextQueuedDialog(
        recording change: inout Change
    ) -> Events {
        guard _dialog == nil, !_queuedDialogs.isEmpty else { return [] }
        let next = _queuedDialogs.removeFirst()
        _dialog = next
        change.dialogChanged = true
        return change.report([.dialogPresented(next)])
    }

    /// Closes, unanswered, the queued dialogs whose screens may no longer ask, then opens
    /// the oldest one left when no dialog is open.
    @inlinable
    mutating func settleQueuedDialogs(
        recording change: inout Change
    ) -> Events {
        guard !_queuedDialogs.isEmpty else { return [] }
        var events: [NavigationEvent<Route, Tab>] = []
        var kept: [PresentedDialog] = []
        for queued in _queuedDialogs {
            if mayAskForDialog(queued.screen) {
                kept.append(queued)
            } else {
                change.closedDialogs.append((queued.id, nil))
                events.append(.dialogDismissed(queued))
            }
        }
        if _dialog == nil, !kept.isEmpty {
            let next = kept.removeFirst()
            _dialog = next
            events.append(.dialogPresented(next))
        }
        if kept.count != _queuedDialogs.count { change.dialogChanged = true }
        _queuedDialogs = kept
        return change.report(events)
    }

    /// Closes the open dialog and every queued one, unanswered: the state they were
    /// drawn over is going away as a whole (a closed window).
    @inlinable
    mutating func closeAllDialogs(recording change: inout Change) -> Events {
        let closing = (_dialog.map { [$0] } ?? []) + _queuedDialogs
        for dialog in closing { change.closedDialogs.append((dialog.id, nil)) }
        if !closing.isEmpty { change.dialogChanged = true }
        _dialog = nil
        _queuedDialogs = []
        return change.report(closing.map { .dialogDismissed($0) })
    }
}
