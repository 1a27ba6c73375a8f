/// The identity that ties a tapped view to the screen it opens, for zoom transitions.
///
/// iOS 18 zooms a pushed or presented screen out of the view that opened it when both
/// name the same source: the tapped view with `matchedTransitionSource(id:in:)`, the
/// screen with `navigationTransition(.zoom(sourceID:in:))`. In a modular app the two
/// views live in different screens, and often in different modules, so neither can
/// invent the identity alone. This value is derived from the screen's route, wrapped into
/// the app's route type the same way a push wraps it, so:
///
/// - the view that opens a destination asks its client:
///   `client.transitionSource(for: .detail(id: 7))`;
/// - the screen it opens reads the same value from the environment
///   (`navigationTransitionSource`, set by the SwiftUI adapter for every screen).
///
/// The identity is stable: the same route gives the same source, whichever screen
/// pushes it and however many times.
public struct NavigationTransitionSource: Hashable, Sendable {
    private let route: AnyHashableSendable

    /// The source of a screen showing `route`, a value of the navigator's route type.
    ///
    /// The adapter makes it for each screen it draws; apps rarely need to.
    public init(route: some Hashable & Sendable) {
        self.route = AnyHashableSendable(route)
    }

    package init(link: NavigationLinkValue) {
        self.route = link.route
    }
}

extension NavigationClient where Destination: Hashable & Sendable {
    /// The zoom transition source of the screen that showing `destination` opens.
    ///
    /// Give it to `matchedTransitionSource(id:in:)` on the view the user taps; the opened
    /// screen finds the same value in its environment. Like ``link(to:)``, it wraps the
    /// destination through every ``scope(_:)`` into the app's route, so a module's list and
    /// the app's screen agree without knowing each other's types.
    @MainActor
    public func transitionSource(for destination: Destination) -> NavigationTransitionSource {
        NavigationTransitionSource(link: link(to: destination))
    }
}
