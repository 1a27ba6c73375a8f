/// The navigation client of the screen a view is in, whatever its destination type.
///
/// The adapter puts one in the environment for every screen it draws; read it with
/// `@Environment(\.navigationClient)`. Dismissing and closing need no destination
/// type; to present, ask for the typed client with ``client(for:)``.
///
/// Outside a navigator (in a preview, say) the environment holds ``noop``, so views
/// never crash for want of setup.
///
/// ```swift
/// struct CloseButton: View {
///     @Environment(\.navigationClient) private var navigation
///     var body: some View { Button("Close") { navigation.close() } }
/// }
/// ```
public struct AnyNavigationClient: Sendable {
    private let base: (any Sendable)?
    private let destinationType: String
    private let dismissHandler: @MainActor () -> Void
    private let closeHandler: @MainActor () -> Void
    /// Reports a request for another destination type, with both types' names.
    private let mismatchHandler: @MainActor (String, String) -> Void

    /// Wraps a typed client.
    public init<Destination>(_ client: NavigationClient<Destination>) {
        self.init(client) { _, _ in }
    }

    /// Wraps a typed client, reporting requests for another destination type.
    package init<Destination>(
        _ client: NavigationClient<Destination>,
        reportingMismatch: @escaping @MainActor (_ requested: String, _ available: String) -> Void
    ) {
        self.base = client
        self.destinationType = String(describing: Destination.self)
        self.dismissHandler = { client.dismiss() }
        self.closeHandler = { client.close() }
        self.mismatchHandler = reportingMismatch
    }

    /// Wraps a typed client of a child module shown inside the screen of `parent`,
    /// reporting mismatches where `parent` does.
    package init<Destination>(_ client: NavigationClient<Destination>, under parent: AnyNavigationClient) {
        self.init(client, reportingMismatch: parent.mismatchHandler)
    }

    private init() {
        self.base = nil
        self.destinationType = "nothing"
        self.dismissHandler = {}
        self.closeHandler = {}
        self.mismatchHandler = { _, _ in }
    }

    /// A client that does nothing, the environment's default outside a navigator.
    public static var noop: AnyNavigationClient { AnyNavigationClient() }

    /// Whether a navigator's client is behind this value, rather than ``noop``.
    public var isConnected: Bool { base != nil }

    /// Removes the screen this client is bound to; see ``NavigationClient/dismiss()``.
    @MainActor
    public func dismiss() {
        dismissHandler()
    }

    /// Dismisses the presented flow of the screen; see ``NavigationClient/close()``.
    @MainActor
    public func close() {
        closeHandler()
    }

    /// The typed client, or a client that does nothing when there is no navigator or
    /// the screen's destination type is another one.
    ///
    /// Asking for the wrong type is a mistake, not a quiet no-op: the navigator reports
    /// it as ``NavigationEvent/clientTypeMismatch(requested:available:screen:)`` and
    /// debug builds log it. Outside a navigator (``noop``) nothing is reported.
    @MainActor
    public func client<Destination>(for type: Destination.Type = Destination.self) -> NavigationClient<Destination> {
        if let client = base as? NavigationClient<Destination> { return client }
        guard isConnected else { return .noop }
        mismatchHandler(String(describing: Destination.self), destinationType)
        return .noop
    }
}
