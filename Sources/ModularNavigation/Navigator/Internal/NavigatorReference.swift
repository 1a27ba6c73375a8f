/// How a navigator's clients reach it: weakly, so that view models that keep a client
/// never keep the navigator alive.
///
/// Made before the navigator, so that the navigator's one set of client handlers, which
/// capture it, can be made in the navigator's initializer; the navigator fills it in when
/// it makes its first client.
@MainActor
@usableFromInline
final class NavigatorReference<Route: Hashable & Sendable, Tab: Hashable & Sendable> {
    /// The navigator; `nil` once it is gone, and every client's call is then a no-op.
    @usableFromInline weak var navigator: Navigator<Route, Tab>?

    @inlinable
    init() {}
}
