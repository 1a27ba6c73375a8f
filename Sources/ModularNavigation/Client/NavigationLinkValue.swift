/// The value of a SwiftUI `NavigationLink(value:)` that shows a module's destination
/// through the navigator.
///
/// A module's views know only their own destination type, while the stack they are on
/// holds the app's routes. A client knows how to wrap its destinations (see
/// ``NavigationClient/scope(_:)``), so it makes the link's value:
///
/// ```swift
/// NavigationLink("Asset 7", value: client.link(to: .detail(id: 7)))
/// ```
///
/// The adapter reads the app's route out of it when SwiftUI appends it to the path, and
/// pushes that route from the screen the client is bound to, as ``NavigationClient/push(_:)``
/// would: the navigator, back swipes and the link agree on one stack. A link of the app's
/// own route type needs no wrapper: `NavigationLink(value: AppRoute.settings)` works as is.
///
/// The screen that made the value matters only on the stack it is on: a value tapped on
/// another stack, or in another window's navigator, pushes from the top of the stack it
/// was tapped in, where the user sees it land. A value whose screen is gone is a stale
/// call, reported and changing nothing.
///
/// A module links to another module's screen with a request
/// (``NavigationClient/link(requesting:)``): the value holds the route the app's scope
/// answered with, or, when no scope answers, the request, and tapping it then changes
/// nothing and is reported as ``NavigationEvent/requestUnanswered(_:screen:)``.
public struct NavigationLinkValue: Hashable, Sendable {
    package let payload: Payload
    /// The screen whose client made the value, when a navigator's client did.
    package let screen: EntryID?
    /// The navigator whose client made the value: entry ids mean something only there.
    package let navigator: ObjectIdentifier?
}

extension NavigationClient where Destination: Hashable & Sendable {
    /// The value of a `NavigationLink` that pushes a destination from this client's screen.
    ///
    /// A module's views know only their own destination type; the link's value carries the
    /// destination wrapped into the app's route (through every ``scope(_:)``), so tapping
    /// the link pushes through the navigator exactly as ``push(_:)`` does: guards see it,
    /// it is reported, and it is a screen with its own identity and client.
    ///
    /// ```swift
    /// NavigationLink("Asset 7", value: client.link(to: .detail(id: 7)))
    /// ```
    ///
    /// A client made from closures, with no navigator behind it, makes a value holding the
    /// destination itself.
    @MainActor
    public func link(to destination: Destination) -> NavigationLinkValue {
        handlers.link(screen, destination) ?? NavigationLinkValue(route: destination, screen: nil)
    }
}
