extension Navigator {
    /// The alert or confirmation dialog open over the visible screen; observed with
    /// ``topStack``.
    public var dialog: PresentedDialog? {
        access(.top)
        return core.read { $0.dialog }
    }

    /// Opens an alert or confirmation dialog over the visible screen and waits for the
    /// answer.
    ///
    /// For app-level questions (a session that expired, a quick action to confirm); a
    /// screen asks through its client's ``NavigationClient/presentDialog(_:)`` instead,
    /// so that the dialog belongs to that screen and closes when it leaves. The dialog
    /// belongs to the screen visible when it is asked for; while another dialog is
    /// open, it waits its turn in ``NavigationState/queuedDialogs``.
    ///
    /// - Parameter dialog: What to show.
    /// - Returns: The chosen button's action, or ``NavigationResult/cancelled`` when the
    ///   dialog closed without a choice or a guard refused it.
    @discardableResult
    public func presentDialog<Action>(_ dialog: NavigationDialog<Action>) async -> NavigationResult<Action> {
        guard let anchor = openDialog(NavigationDialog(erasing: dialog), from: nil, source: .app) else {
            return .cancelled
        }
        return NavigationResult(await Navigator.wait(at: anchor, for: nil, in: WeakReference(self), expecting: nil))
    }

    /// Opens or queues a dialog for a screen (or the visible screen); returns where a
    /// wait for its answer hangs, or `nil` when it was refused.
    ///
    /// A dialog a guard put off (unlock first) is awaited through the redirect, as a flow is.
    @usableFromInline
    func openDialog(
        _ dialog: NavigationDialog<AnyHashableSendable>,
        from screen: EntryID?,
        source: NavigationSource
    ) -> PendingWaits.Anchor? {
        anchor(awaiting: propose(.presentDialog(dialog, from: screen), source: source))
    }
}

extension NavigationState {
    /// Whether a dialog is open or queued.
    ///
    /// Searched from the newest: the one asked is the dialog just queued, so queueing n
    /// dialogs costs n looks, not n².
    func hasDialog(_ id: EntryID) -> Bool {
        _dialog?.id == id || _queuedDialogs.last?.id == id || _queuedDialogs.contains { $0.id == id }
    }
}

extension Navigator {
    /// The dialog of a screen its presenter may start waiting for: the screen's first one,
    /// open or queued, that nobody awaits yet; reports why not otherwise, as
    /// ``awaitablePresentation(over:)`` does for a flow.
    @usableFromInline
    func awaitableDialog(of screen: EntryID, expecting expectation: ResultExpectation) -> EntryID? {
        guard current.contains(screen) else {
            emit([.resultRefused(from: screen, .screenGone(screen))])
            return nil
        }
        let own = current.heldDialogs.filter { $0.screen == screen }
        guard !own.isEmpty else { return nil }
        guard let dialog = own.first(where: { waits.wait(at: .dialog($0.id)) == nil }) else {
            emit([.resultRefused(from: screen, .resultAlreadyAwaited)])
            return nil
        }
        // A button's value of another type could never reach the presenter typed.
        if let other = dialog.buttons.lazy.compactMap(\.action).first(where: { !expectation.accepts($0.base) }) {
            let actual = String(describing: type(of: other.base))
            emit([.resultRefused(from: screen, .resultTypeMismatch(expected: expectation.typeName, actual: actual))])
            return nil
        }
        return dialog.id
    }

    /// Whether a dialog of a screen is open or queued; observed with ``topStack``.
    @usableFromInline
    func isPresentingDialog(for screen: EntryID) -> Bool {
        access(.top)
        return core.read { $0.heldDialogs.contains { $0.screen == screen } }
    }
}
