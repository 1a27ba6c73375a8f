extension NavigationClient where Destination: Hashable & Sendable {
    /// The identity that ties a tapped view to the screen `destination` opens, for zoom
    /// transitions.
    ///
    /// iOS 18 zooms a pushed or presented screen out of the view that opened it when both
    /// name the same source: the tapped view with `matchedTransitionSource(id:in:)`, the
    /// screen with `navigationTransition(.zoom(sourceID:in:))`. In a modular app the two
    /// views live in different screens, often in different modules, so neither can invent
    /// the identity alone. Like ``link(to:)``, this wraps the destination through every
    /// ``scope(_:)`` into the app's route: the opened screen finds the same value as
    /// `@Environment(\.navigationTransitionSource)`, which the SwiftUI adapter sets to
    /// `AnyHashableSendable(route)` for every screen. The same route gives the same source,
    /// whichever screen pushes it and however many times.
    @MainActor
    public func transitionSource(for destination: Destination) -> AnyHashableSendable {
        // `link(to:)` always holds a route; a request's value is keyed by the request.
        switch link(to: destination).payload {
        case .route(let route), .unansweredRequest(let route): route
        }
    }
}
