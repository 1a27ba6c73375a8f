// The rules of dialogs. A dialog is drawn over the visible screen, so it lasts only as
// long as that screen stays visible and its own screen stays in the state: any other
// change that moves what the user sees closes it first, unanswered, and is reported
// after its dismissal.
extension NavigationState {
    /// Opens a dialog; only called with no dialog open.
    @inlinable
    mutating func openDialog(
        _ dialog: NavigationDialog<AnyDialogAction>,
        from screen: EntryID?,
        recording change: inout NavigationChange<Route, Tab>
    ) throws(NavigationError) -> [NavigationEvent<Route, Tab>] {
        let owner: EntryID
        if let screen {
            try checkMayPresent(.dialog, from: screen)
            owner = screen
        } else {
            owner = topStack.top.id
        }
        let presented = PresentedDialog(id: DialogID(rawValue: nextID), screen: owner, dialog: dialog)
        nextID += 1
        _dialog = presented
        change.dialogChanged = true
        return change.report([.dialogPresented(presented)])
    }

    /// Applies an action while a dialog is open.
    @inlinable
    mutating func perform(
        _ action: NavigationAction<Route, Tab>,
        policy: NavigationPolicy,
        recording change: inout NavigationChange<Route, Tab>,
        under dialog: PresentedDialog
    ) throws(NavigationError) -> [NavigationEvent<Route, Tab>] {
        switch action {
        case .presentDialog(_, let from):
            if let from, !contains(from) { throw .screenGone(from) }
            throw .dialogAlreadyPresented

        case .chooseDialogButton(let index, let id):
            guard id == nil || id == dialog.id else { throw .noDialog }
            guard dialog.buttons.indices.contains(index) else {
                throw .dialogButtonOutOfRange(requested: index, available: dialog.buttons.count)
            }
            let button = dialog.buttons[index]
            closeDialog(chosen: button.action, recording: &change)
            return change.report([.dialogChosen(dialog, button: button)])

        case .dismissDialog(let id):
            guard id == nil || id == dialog.id else { throw .noDialog }
            closeDialog(chosen: nil, recording: &change)
            return change.report([.dialogDismissed(dialog)])

        default:
            let top = (location: topLocation, screen: topStack.top.id)
            _dialog = nil
            let events: [NavigationEvent<Route, Tab>]
            do {
                events = try perform(action, policy: policy, recording: &change)
            } catch {
                _dialog = dialog
                throw error
            }
            if topLocation == top.location, topStack.top.id == top.screen, contains(dialog.screen) {
                _dialog = dialog
                return events
            }
            _dialog = dialog
            closeDialog(chosen: nil, recording: &change)
            return change.report([.dialogDismissed(dialog)]) + events
        }
    }

    @inlinable
    mutating func closeDialog(chosen: AnyDialogAction?, recording change: inout NavigationChange<Route, Tab>) {
        guard let dialog = _dialog else { return }
        _dialog = nil
        change.dialogChanged = true
        change.closedDialog = (dialog.id, chosen)
    }
}
