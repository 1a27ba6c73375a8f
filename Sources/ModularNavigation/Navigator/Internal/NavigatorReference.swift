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
    ///
    /// Unchecked for exclusivity at run time (`@exclusivity(unchecked)`): every client's
    /// call and every commit reads it, and each check was a call into the runtime, about
    /// 75 instructions. No access to it can overlap another: it is only ever loaded or
    /// assigned whole, never passed `inout`, and only on the main actor.
    @exclusivity(unchecked) @usableFromInline weak var navigator: Navigator<Route, Tab>?

    @inlinable
    init() {}
}
