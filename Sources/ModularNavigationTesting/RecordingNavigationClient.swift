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
/// #expect(recorder.calls == [.present(.internal(.detail(id: "123")), .push)])
/// ```
@MainActor
public final class RecordingNavigationClient<Destination: Sendable> {
    /// One call a screen made on its client.
    public enum Call: Sendable {
        /// ``NavigationClient/present(_:_:)`` or one of its shorthands.
        case present(Destination, NavigationMode)
        /// ``NavigationClient/present(_:_:expecting:)``, awaiting a value.
        case presentForResult(Destination, NavigationMode, expecting: String)
        /// ``NavigationClient/dismiss()``.
        case dismiss
        /// ``NavigationClient/close()``.
        case close
        /// ``NavigationClient/finish(with:)``, with the value's description.
        case finish(String)
        /// ``NavigationClient/selectDetent(_:)``.
        case selectDetent(SheetDetent)
    }

    /// Every call so far, oldest first.
    public private(set) var calls: [Call] = []

    /// What an awaited presentation returns; by default every flow is cancelled.
    ///
    /// Set it to script a result: `recorder.result = { _, _ in .value(issue) }`.
    public var result: @MainActor (Destination, NavigationMode) -> ResultOutcome = { _, _ in .cancelled }

    private var objects: [ObjectIdentifier: AnyObject] = [:]

    /// Creates an empty recorder.
    public init() {}

    /// The client that records into this recorder.
    ///
    /// It keeps per-screen objects like a navigator does, so a builder that runs twice
    /// gets the same view model.
    public var client: NavigationClient<Destination> {
        NavigationClient(
            present: { [weak self] destination, mode in self?.calls.append(.present(destination, mode)) },
            dismiss: { [weak self] in self?.calls.append(.dismiss) },
            close: { [weak self] in self?.calls.append(.close) },
            presentForResult: { [weak self] destination, mode, expectation in
                guard let self else { return .cancelled }
                calls.append(.presentForResult(destination, mode, expecting: expectation.typeName))
                return result(destination, mode)
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
            selectDetent: { [weak self] detent in self?.calls.append(.selectDetent(detent)) }
        )
    }

    /// The destinations shown, in order, with how they were shown.
    public var presented: [(destination: Destination, mode: NavigationMode)] {
        calls.compactMap { call in
            switch call {
            case .present(let destination, let mode), .presentForResult(let destination, let mode, _):
                (destination, mode)
            case .dismiss, .close, .finish, .selectDetent:
                nil
            }
        }
    }

    /// Forgets every call recorded so far.
    public func reset() {
        calls.removeAll()
    }
}

extension RecordingNavigationClient.Call: Equatable where Destination: Equatable {}
