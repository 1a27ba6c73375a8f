extension NavigationClient {
    /// Where a screen pops its own stack back to.
    @usableFromInline
    package enum PopTarget {
        /// The root of the screen's stack.
        case root
        /// The last screen in the screen's stack that shows this destination.
        case destination(Destination)
        /// A screen in the screen's stack.
        case screen(EntryID)
    }

    /// Creates a client from closures for every capability.
    ///
    /// Results and per-screen objects included; navigators and the test doubles in
    /// `ModularNavigationTesting` build clients this way.
    ///
    /// - Parameters:
    ///   - navigate: Called for ``navigate(to:mode:)`` and its shorthands.
    ///   - dismiss: Called for ``dismiss()``.
    ///   - close: Called for ``close()``.
    ///   - navigateForResult: Shows a destination and waits for the flow to end.
    ///   - finish: Called for ``finish(with:)``.
    ///   - screenObject: Returns the object stored for this screen under a type's
    ///     identifier, creating it with the closure on first request.
    ///   - presentedResult: Waits for the flow already presented over this screen, for
    ///     ``presentedResult(expecting:)``; ends at once as cancelled by default.
    ///   - pop: Called for ``popToRoot()`` and both `pop(to:)` methods; does nothing by default.
    ///   - link: Makes the value of ``link(to:)``; `nil` by default, which makes a value
    ///     that names no screen, so a navigator pushes it from the top of the stack the
    ///     link is on.
    ///   - presentDialog: Shows a dialog and waits for the chosen button's action, for
    ///     ``presentDialog(_:)``; ends at once as cancelled by default.
    ///   - presentedDialogResult: Waits for the dialog already open or queued for this
    ///     screen, for ``presentedDialogResult(expecting:)``; ends at once as cancelled by
    ///     default.
    ///   - isPresentingDialog: Answers ``isPresentingDialog``; `false` by default.
    ///   - selectDetent: Called for ``selectDetent(_:)``; does nothing by default.
    ///   - minimize: Called for ``minimize()``; does nothing by default.
    ///   - request: Called for ``request(_:mode:)`` with the module's request; does
    ///     nothing by default.
    ///   - requestForResult: Called for ``request(_:mode:expecting:)``; ends at once as
    ///     cancelled by default.
    ///   - requestLink: Makes the value of ``link(requesting:)`` for a request that reaches
    ///     this client; by default a value that reports the request unanswered when tapped.
    @usableFromInline
    package init(
        navigate: @escaping @MainActor (Destination, NavigationMode) -> Void,
        dismiss: @escaping @MainActor () -> Void,
        close: @escaping @MainActor () -> Void,
        navigateForResult:
            @escaping @MainActor (Destination, NavigationMode, ResultExpectation) async -> NavigationResult<
                any Sendable
            >,
        finish: @escaping @MainActor (any Sendable) -> ResultDelivery,
        screenObject: @escaping @MainActor (ObjectIdentifier, () -> AnyObject) -> AnyObject,
        presentedResult: @escaping @MainActor (ResultExpectation) async -> NavigationResult<any Sendable> = { _ in
            .cancelled
        },
        pop: @escaping @MainActor (PopTarget) -> Void = { _ in },
        link: @escaping @MainActor (Destination) -> NavigationLinkValue? = { _ in nil },
        presentDialog:
            @escaping @MainActor (NavigationDialog<AnyHashableSendable>) async -> NavigationResult<any Sendable> = {
                _ in .cancelled
            },
        presentedDialogResult:
            @escaping @MainActor (ResultExpectation) async -> NavigationResult<any Sendable> = { _ in .cancelled },
        isPresentingDialog: @escaping @MainActor () -> Bool = { false },
        selectDetent: @escaping @MainActor (SheetDetent) -> Void = { _ in },
        minimize: @escaping @MainActor () -> Void = {},
        request: @escaping @MainActor (any Hashable & Sendable, NavigationMode) -> Void = { _, _ in },
        requestForResult:
            @escaping @MainActor (any Hashable & Sendable, NavigationMode, ResultExpectation) async -> NavigationResult<
                any Sendable
            > = {
                _, _, _ in .cancelled
            },
        requestLink: @escaping @MainActor (any Hashable & Sendable) -> NavigationLinkValue = {
            NavigationLinkValue(unansweredRequest: $0, screen: nil)
        }
    ) {
        // The closures act for one screen already: the screen handed to them is not read.
        self.init(
            handlers: ClientHandlers(
                navigate: { navigate($1, $2) },
                dismiss: { _ in dismiss() },
                close: { _ in close() },
                navigateForResult: { await navigateForResult($1, $2, $3) },
                finish: { finish($1) },
                screenObject: { screenObject($1, $2) },
                presentedResult: { await presentedResult($1) },
                pop: { pop($1) },
                link: { link($1) },
                presentDialog: { await presentDialog($1) },
                presentedDialogResult: { await presentedDialogResult($1) },
                isPresentingDialog: { _ in isPresentingDialog() },
                selectDetent: { selectDetent($1) },
                minimize: { _ in minimize() },
                request: { request($1, $2) },
                requestForResult: { await requestForResult($1, $2, $3) },
                requestLink: { requestLink($1) }
            ),
            screen: EntryID(rawValue: 0)
        )
    }
}

extension NavigationClient {
    /// A client of a set of handlers, acting for a screen.
    @inlinable
    init(handlers: ClientHandlers<Destination>, screen: EntryID) {
        self.handlers = handlers
        self.screen = screen
    }
}
