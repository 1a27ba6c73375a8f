public import ModularNavigation

/// A navigation client for tests and previews that records every call in order.
///
/// Hand ``client`` to the view model under test, drive the view model, then read
/// ``calls`` or use the one-line expectations such as ``expectPushed(_:by:sourceLocation:)``.
///
/// ```swift
/// let recorder = RecordingNavigationClient<MyFeatureDestination>()
/// let model = LandingViewModel(navigationClient: recorder.client)
/// model.showDetail(id: "123")
/// #expect(recorder.calls == [.navigate(.internal(.detail(id: "123")), .push)])
/// ```
@MainActor
public final class RecordingNavigationClient<Destination: Sendable> {
    /// One call a screen made on its client.
    public enum Call: Sendable {
        /// `NavigationClient.navigate(to:mode:)` or one of its shorthands.
        case navigate(Destination, NavigationMode)
        /// `NavigationClient.navigate(to:mode:expecting:)`, awaiting a value.
        case navigateForResult(Destination, NavigationMode, expecting: String)
        /// `NavigationClient.dismiss()`.
        case dismiss
        /// `NavigationClient.close()`.
        case close
        /// `NavigationClient.finish(with:)`, with the value's description.
        case finish(String)
        /// `NavigationClient.presentDialog(_:)`, with the dialog's actions boxed.
        case presentDialog(NavigationDialog<AnyHashableSendable>)
        /// `NavigationClient.presentedDialogResult(expecting:)`, with the awaited type's name.
        case presentedDialogResult(expecting: String)
        /// `NavigationClient.selectDetent(_:)`.
        case selectDetent(SheetDetent)
        /// `NavigationClient.minimize()`.
        case minimize
        /// `NavigationClient.request(_:mode:)`, a request for another module's screen.
        case request(AnyHashableSendable, NavigationMode)
        /// `NavigationClient.request(_:mode:expecting:)`, awaiting a value.
        case requestForResult(AnyHashableSendable, NavigationMode, expecting: String)
    }

    /// Every call so far, oldest first.
    public private(set) var calls: [Call] = []

    /// What an awaited presentation returns; by default every flow is cancelled.
    ///
    /// Set it to script a result: `recorder.result = { _, _ in issue }`; `nil` ends the
    /// flow as cancelled, and so does a value of a type the presenter does not await.
    public var result: @MainActor (Destination, NavigationMode) -> (any Sendable)? = { _, _ in nil }

    /// What an awaited request for another module's flow returns; by default every
    /// such flow is cancelled.
    ///
    /// As with ``result``, `nil` or a value of a type the requester does not await ends
    /// the flow as cancelled.
    public var requestResult: @MainActor (AnyHashableSendable, NavigationMode) -> (any Sendable)? = { _, _ in nil }

    /// How an awaited dialog is answered.
    ///
    /// The chosen button's action, or `nil` for cancelled (closed without a choice),
    /// which is the default;
    /// ``answerDialogs(with:)`` sets it.
    public var dialogAnswer: @MainActor (NavigationDialog<AnyHashableSendable>) -> AnyHashableSendable? = { _ in nil }

    /// The dialog the recorder's screen has up without having asked for it (a state that
    /// started with one), or `nil`, the default.
    ///
    /// `NavigationClient.isPresentingDialog` is `true` while it is set, and
    /// `NavigationClient.presentedDialogResult(expecting:)` answers it through
    /// ``dialogAnswer`` and clears it, as the user's choice closes it.
    public var presentedDialog: NavigationDialog<AnyHashableSendable>?

    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an empty recorder.
    public init() {}

    /// The client that records into this recorder.
    ///
    /// It keeps per-screen objects like a navigator does, so a builder that runs twice
    /// gets the same view model.
    public var client: NavigationClient<Destination> {
        NavigationClient(
            navigate: { [weak self] destination, mode in self?.calls.append(.navigate(destination, mode)) },
            dismiss: { [weak self] in self?.calls.append(.dismiss) },
            close: { [weak self] in self?.calls.append(.close) },
            navigateForResult: { [weak self] destination, mode, expectation in
                guard let self else { return .cancelled }
                calls.append(.navigateForResult(destination, mode, expecting: expectation.typeName))
                guard let value = result(destination, mode), expectation.accepts(value) else { return .cancelled }
                return .finished(value)
            },
            finish: { [weak self] value in
                self?.calls.append(.finish(String(describing: value)))
                return .delivered
            },
            screenObject: { [weak self] type, make in
                guard let self else { return make() }
                if let object = objects[type] { return object }
                let object = make()
                objects[type] = object
                return object
            },
            presentDialog: { [weak self] dialog in
                guard let self else { return .cancelled }
                calls.append(.presentDialog(dialog))
                return dialogAnswer(dialog).map { .finished($0) } ?? .cancelled
            },
            presentedDialogResult: { [weak self] expectation in
                guard let self else { return .cancelled }
                calls.append(.presentedDialogResult(expecting: expectation.typeName))
                guard let dialog = presentedDialog else { return .cancelled }
                presentedDialog = nil
                guard let answer = dialogAnswer(dialog), expectation.accepts(answer.base) else { return .cancelled }
                return .finished(answer)
            },
            isPresentingDialog: { [weak self] in self?.presentedDialog != nil },
            selectDetent: { [weak self] detent in self?.calls.append(.selectDetent(detent)) },
            minimize: { [weak self] in self?.calls.append(.minimize) },
            request: { [weak self] request, mode in self?.calls.append(.request(AnyHashableSendable(request), mode)) },
            requestForResult: { [weak self] request, mode, expectation in
                guard let self else { return .cancelled }
                let recorded = AnyHashableSendable(request)
                calls.append(.requestForResult(recorded, mode, expecting: expectation.typeName))
                guard let value = requestResult(recorded, mode), expectation.accepts(value) else { return .cancelled }
                return .finished(value)
            }
        )
    }

    /// Answers every dialog from now on with a button's action, as if the user chose it.
    ///
    /// ```swift
    /// recorder.answerDialogs(with: DraftAction.delete)
    /// await model.deleteTapped()
    /// ```
    public func answerDialogs<Action: Hashable & Sendable>(with action: Action) {
        dialogAnswer = { _ in AnyHashableSendable(action) }
    }

    /// The dialogs shown, in order.
    public var dialogs: [NavigationDialog<AnyHashableSendable>] {
        calls.compactMap { call in
            if case .presentDialog(let dialog) = call { return dialog }
            return nil
        }
    }

    /// The destinations shown, in order, with how they were shown.
    public var presented: [(destination: Destination, mode: NavigationMode)] {
        calls.compactMap(\.shown)
    }

    /// Forgets every call recorded so far.
    public func reset() {
        calls.removeAll()
    }
}

extension RecordingNavigationClient where Destination: RequestingDestination {
    /// The requests for other modules' screens, in order, with how they were to be shown.
    ///
    /// ```swift
    /// await detail.linkIssue()
    /// #expect(recorder.requests.map(\.request) == [.linkIssue(assetID: 12)])
    /// ```
    public var requests: [(request: Destination.Request, mode: NavigationMode)] {
        calls.compactMap { call in
            guard let asked = call.requested else { return nil }
            return asked.request.value(as: Destination.Request.self).map { ($0, asked.mode) }
        }
    }
}

extension RecordingNavigationClient.Call {
    /// The destination a navigation call shows and how, awaiting a result or not; `nil`
    /// for every other call.
    var shown: (destination: Destination, mode: NavigationMode)? {
        switch self {
        case .navigate(let destination, let mode), .navigateForResult(let destination, let mode, _):
            (destination, mode)
        case .dismiss, .close, .finish, .presentDialog, .presentedDialogResult, .selectDetent, .minimize, .request,
            .requestForResult:
            nil
        }
    }

    /// The request for another module's screen a call makes and how, awaiting a result or
    /// not; `nil` for every other call.
    var requested: (request: AnyHashableSendable, mode: NavigationMode)? {
        switch self {
        case .request(let request, let mode), .requestForResult(let request, let mode, _): (request, mode)
        case .navigate, .navigateForResult, .dismiss, .close, .finish, .presentDialog, .presentedDialogResult,
            .selectDetent, .minimize:
            nil
        }
    }
}

extension RecordingNavigationClient.Call: Equatable where Destination: Equatable {}
