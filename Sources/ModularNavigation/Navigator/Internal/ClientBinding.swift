/// What a screen's client holds: its navigator, weakly, and the screen it acts for.
///
/// One object that every closure of the client captures alone, so that the object is the
/// closure's context and making a client allocates it once.
@MainActor
@usableFromInline
final class ClientBinding<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// The navigator; `nil` once it is gone, and every call is then a no-op.
    @usableFromInline weak var navigator: Navigator<Route, Tab>?
    /// The screen the client acts for.
    @usableFromInline let screen: EntryID
    /// The navigator's identity, which the client's link values carry.
    @usableFromInline let origin: ObjectIdentifier

    @inlinable
    init(_ navigator: Navigator<Route, Tab>, screen: EntryID) {
        self.navigator = navigator
        self.screen = screen
        self.origin = ObjectIdentifier(navigator)
    }
}
