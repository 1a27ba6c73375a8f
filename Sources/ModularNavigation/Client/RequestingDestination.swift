/// A module destination whose module also asks the app for screens of other modules.
///
/// A module draws its destinations and asks for the rest: Assets draws its list and an
/// asset's detail, and asks for "an issue to link" without knowing which module shows
/// one. The request is its own type, ``Request``, never a case of the destination: the
/// app's route embeds only destinations the module draws, so a request cannot be pushed
/// as one of the module's screens and drawn empty. The app answers each request with
/// another module's route when it scopes the module's client,
/// ``NavigationClient/scope(_:answering:)``, and the module asks with
/// ``NavigationClient/request(_:mode:)`` or ``NavigationClient/request(_:mode:expecting:)``.
///
/// ```swift
/// public enum AssetsDestination: Hashable, Sendable, Codable {
///     case list
///     case detail(id: Int)
/// }
///
/// extension AssetsDestination: RequestingDestination {
///     public enum Request: Hashable, Sendable {
///         case linkIssue(assetID: Int)
///     }
/// }
/// ```
///
/// A request that reaches the navigator without a scope that answers it changes nothing;
/// the navigator reports it as ``NavigationEvent/requestUnanswered(_:screen:)``.
public protocol RequestingDestination {
    /// What the module asks the app to show; the app maps each request to another
    /// module's route.
    associatedtype Request: Hashable & Sendable
}
