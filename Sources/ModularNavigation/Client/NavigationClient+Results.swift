extension NavigationClient {
    /// Shows a destination and waits until its flow finishes with a value or ends
    /// without one.
    ///
    /// ```swift
    /// let result = await client.navigate(to: .issuePicker, mode: .sheet(), expecting: Issue.self)
    /// if case .finished(let issue) = result { link(issue) }
    /// ```
    ///
    /// The flow ends with ``NavigationResult/finished(_:)`` when a screen in it calls
    /// ``finish(with:)`` with a `Value`, and with ``NavigationResult/cancelled`` when
    /// it is dismissed any other way or the awaiting task is cancelled.
    ///
    /// Cancelling the awaiting task ends the wait but leaves the flow on screen. A
    /// SwiftUI `.task` is cancelled when its view disappears, which a push or a cover
    /// does, so await results from a view model or a `Task` started by a button action.
    @MainActor
    public func navigate<Value: Sendable>(
        to destination: Destination,
        mode: NavigationMode,
        expecting type: Value.Type
    ) async -> NavigationResult<Value> {
        NavigationResult(await handlers.navigateForResult(screen, destination, mode, ResultExpectation(type)))
    }

    /// Ends the nearest flow below this screen that awaits a value, handing it `value`
    /// and dismissing that flow.
    ///
    /// An inspector is below no layer over it: a sheet presented beside an awaited
    /// inspector finishes its own flow, never the inspector's, so a screen in an inspector
    /// that wants the value of a sheet it presents awaits that sheet.
    ///
    /// When nothing awaits a value — the flow was restored after a relaunch or opened by
    /// a deep link, and its presenter has not called ``presentedResult(expecting:)`` —
    /// the flow this screen belongs to is dismissed all the same and the value is
    /// dropped: the result is ``ResultDelivery/undelivered``, never a sheet that stays
    /// up. When the awaited type is not `Value` or the screen is gone, nothing changes
    /// and the navigator reports ``NavigationEvent/resultRefused(from:_:)``. So does a
    /// second finish while a guard asks before the flow closes ("discard changes?"):
    /// ``NavigationError/flowAlreadyFinishing``, as the first finish goes on once it answers.
    ///
    /// - Returns: Whether the value reached a presenter.
    @MainActor
    @discardableResult public func finish<Value: Sendable>(with value: Value) -> ResultDelivery {
        handlers.finish(screen, value)
    }

    /// Waits for the result of the flow already presented over this screen's stack.
    ///
    /// ``navigate(to:mode:expecting:)`` waits from the moment it presents; a flow that came
    /// back another way — restored after a relaunch, or opened by a deep link — has no
    /// one waiting for it. The presenter's view model calls this when it is made, so a
    /// restored picker still delivers its pick. For a screen of the selected tab, a stack
    /// above the tabs is the flow over it, as for ``NavigationMode/aboveTabs``:
    ///
    /// ```swift
    /// let result = await client.presentedResult(expecting: Issue.self)
    /// if case .finished(let issue) = result { link(issue) }
    /// ```
    ///
    /// It ends as ``NavigationResult/cancelled`` at once when nothing is presented over
    /// this screen's stack, when someone already waits for that flow (reported as
    /// ``NavigationEvent/resultRefused(from:_:)``), or when the screen is gone.
    @MainActor
    public func presentedResult<Value: Sendable>(expecting type: Value.Type) async -> NavigationResult<Value> {
        NavigationResult(await handlers.presentedResult(screen, ResultExpectation(type)))
    }

    // MARK: - Dialogs

    /// Shows an alert or confirmation dialog over the visible screen and waits for the
    /// user's choice.
    ///
    /// ```swift
    /// let answer = await client.presentDialog(
    ///     .confirmationDialog("Share this book", buttons: [
    ///         DialogButton("Copy link", action: ShareChoice.copyLink),
    ///         DialogButton("Cancel", role: .cancel, action: ShareChoice.cancel),
    ///     ]))
    /// if case .finished(.copyLink) = answer { copyLink() }
    /// ```
    ///
    /// The dialog belongs to this screen: it closes, answering
    /// ``NavigationResult/cancelled``, when this screen leaves or what the user sees
    /// under it changes. One dialog is open at a time; one asked for while another is
    /// open waits in ``NavigationState/queuedDialogs`` and opens when the ones before it
    /// close, or ends `cancelled` without being shown if this screen leaves first. A
    /// call from a screen that is gone or in a background tab ends `cancelled` at once.
    /// As with ``navigate(to:mode:expecting:)``, cancelling the awaiting task ends the
    /// wait and leaves the dialog up.
    @MainActor
    @discardableResult
    public func presentDialog<Action>(_ dialog: NavigationDialog<Action>) async -> NavigationResult<Action> {
        NavigationResult(await handlers.presentDialog(screen, NavigationDialog(erasing: dialog)))
    }

    /// Waits for the answer to the dialog already open or queued for this screen.
    ///
    /// ``presentDialog(_:)`` waits from the moment it asks; a dialog that came another
    /// way — a state handed to ``Navigator/replaceState(_:)`` holding one, as a test
    /// starts with a dialog up (``NavigationState/presentingDialog(_:from:)``) — has
    /// no one waiting for it, as a restored flow has none until
    /// ``presentedResult(expecting:)``. The presenter's view model calls this when it is
    /// made, so the dialog's answer reaches the same code a tap would:
    ///
    /// ```swift
    /// if case .finished(.delete) = await client.presentedDialogResult(expecting: DraftAction.self) {
    ///     store.delete(draft)
    /// }
    /// ```
    ///
    /// It waits on this screen's first dialog, the open one before the queued ones, that
    /// nobody awaits yet. It ends as ``NavigationResult/cancelled`` at once when this
    /// screen has no dialog open or queued, when someone already waits for each of them
    /// (reported as ``NavigationEvent/resultRefused(from:_:)`` with
    /// ``NavigationError/resultAlreadyAwaited``), when a button answers with a value
    /// that is not an `Action` (``NavigationError/resultTypeMismatch(expected:actual:)``),
    /// or when the screen is gone; later, as ``presentDialog(_:)`` does, when the dialog
    /// closes without a choice or with a button that answers no value.
    @MainActor
    public func presentedDialogResult<Action: Hashable & Sendable>(
        expecting type: Action.Type
    ) async -> NavigationResult<Action> {
        NavigationResult(await handlers.presentedDialogResult(screen, ResultExpectation(type)))
    }

    /// Whether a dialog of this screen is up: open, or queued behind another screen's
    /// and waiting its turn.
    ///
    /// Only this screen's dialogs count, whoever asked for them (its client, or a state
    /// handed to ``Navigator/replaceState(_:)``); another screen's open dialog does not.
    /// Read ``NavigationState/dialog`` to tell an open one from a queued one. Observed as
    /// ``Navigator/topStack`` is, so a view that reads it is drawn again when it changes.
    @MainActor
    public var isPresentingDialog: Bool {
        handlers.isPresentingDialog(screen)
    }

    // MARK: - Per-screen objects

    /// The object of this type stored for this screen, created by `make` on first
    /// request and released when the screen leaves the navigation state.
    ///
    /// Builders may run many times; view models made here are made once per screen.
    ///
    /// ```swift
    /// let model = client.screenObject { DetailViewModel(id: id, navigationClient: client) }
    /// ```
    @MainActor
    public func screenObject<Object: AnyObject>(_ make: () -> Object) -> Object {
        let stored = handlers.screenObject(screen, ObjectIdentifier(Object.self)) { make() }
        // The handler returns what `make` built for this type, so the cast holds; the
        // fallback keeps a misbehaving hand-written handler from trapping.
        return stored as? Object ?? make()
    }
}
