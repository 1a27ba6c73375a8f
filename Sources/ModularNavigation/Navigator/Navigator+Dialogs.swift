extension Navigator {
    /// The alert or confirmation dialog open over the visible screen; observed with
    /// ``topStack``.
    public var dialog: PresentedDialog? {
        access(.top)
        return current.dialog
    }

    /// Opens an alert or confirmation dialog over the visible screen and waits for the
    /// answer.
    ///
    /// For app-level questions (a session that expired, a quick action to confirm); a
    /// screen asks through its client's ``NavigationClient/presentDialog(_:)`` instead,
    /// so that the dialog belongs to that screen and closes when it leaves. The dialog
    /// belongs to the screen visible when it opens.
    ///
    /// - Parameter dialog: What to show.
    /// - Returns: The chosen button's action, or ``DialogResult/dismissed`` when the
    ///   dialog closed without a choice or was refused (another dialog is open, or a
    ///   guard said no).
    @discardableResult
    public func presentDialog<Action>(_ dialog: NavigationDialog<Action>) async -> DialogResult<Action> {
        let answer = await awaitDialog(NavigationDialog(erasing: dialog), from: nil, source: .app)
        return DialogResult(answer)
    }

    /// Answers the open dialog with the button at an index (from 0), as a tap on it
    /// would; refused when no dialog is open or it has no such button.
    public func chooseDialogButton(at index: Int) {
        perform(.chooseDialogButton(at: index, in: current.dialog?.id))
    }

    /// Closes the open dialog without a choice.
    ///
    /// Its presenter gets ``DialogResult/dismissed``. Refused when no dialog is open.
    public func dismissDialog() {
        perform(.dismissDialog(current.dialog?.id))
    }

    /// Opens a dialog for a screen (or the visible screen) and waits until it closes.
    ///
    /// - Returns: The chosen button's action, or `nil` when it closed without a choice
    ///   or never opened.
    @usableFromInline
    func awaitDialog(
        _ dialog: NavigationDialog<AnyDialogAction>,
        from screen: EntryID?,
        source: NavigationSource
    ) async -> AnyDialogAction? {
        // At most one dialog is open and a second request is refused, so once the action
        // applies, the open dialog is this one.
        guard case .applied = propose(.presentDialog(dialog, from: screen), source: source),
            let id = current.dialog?.id
        else { return nil }
        let navigator = WeakReference(self)
        let watch = ResultWatch.current
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                guard let navigator = navigator.value, navigator.current.dialog?.id == id else {
                    return continuation.resume(returning: nil)
                }
                navigator.pendingDialogs.add({ continuation.resume(returning: $0) }, for: id)
                // Work run by the testing helpers counts as settled while the answer is awaited.
                watch?.started { [weak navigator] in navigator?.pendingDialogs.waiters[id] != nil }
            }
        } onCancel: {
            // Ends the wait; the dialog stays up, as a cancelled result's flow does.
            Task { @MainActor in navigator.value?.pendingDialogs.take(id)?(nil) }
        }
    }

    /// Hands a closed dialog's answer to whoever awaits it.
    @usableFromInline
    func answerDialog(_ id: DialogID, with chosen: AnyDialogAction?) {
        pendingDialogs.take(id)?(chosen)
    }
}

extension DialogResult {
    /// The typed answer from the boxed one the state kept.
    init(_ answer: AnyDialogAction?) {
        if let action = answer?.value(as: Action.self) {
            self = .chosen(action)
        } else {
            self = .dismissed
        }
    }
}
