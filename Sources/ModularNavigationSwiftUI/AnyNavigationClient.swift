#if canImport(SwiftUI)
    public import ModularNavigation

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
        private let dismissHandler: @MainActor () -> Void
        private let closeHandler: @MainActor () -> Void

        /// Wraps a typed client.
        public init<Destination>(_ client: NavigationClient<Destination>) {
            self.base = client
            self.dismissHandler = { client.dismiss() }
            self.closeHandler = { client.close() }
        }

        private init() {
            self.base = nil
            self.dismissHandler = {}
            self.closeHandler = {}
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

        /// The typed client, or a client that does nothing when the screen's destination
        /// type is another one or there is no navigator.
        public func client<Destination>(for type: Destination.Type = Destination.self) -> NavigationClient<Destination>
        {
            base as? NavigationClient<Destination> ?? .noop
        }
    }
#endif
