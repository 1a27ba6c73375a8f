/// Where ``NavigationWindows/open(_:)`` sent a deep link, and what became of it there.
public struct NavigationWindowLinkReport: Hashable, Sendable {
    /// The window the link went to; `nil` when it failed or waits for a window to open.
    public let window: NavigationWindowID?
    /// What the link did: as ``Navigator/open(_:)`` says in that window; ``DeepLinkOutcome/queued``
    /// while no window is open; ``DeepLinkOutcome/failed(_:)`` when it could not be resolved.
    public let outcome: DeepLinkOutcome

    /// A link's window and outcome.
    public init(window: NavigationWindowID?, outcome: DeepLinkOutcome) {
        self.window = window
        self.outcome = outcome
    }
}
