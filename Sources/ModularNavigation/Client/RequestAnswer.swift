/// How the app answers a module's request: the route that answers it, and the mode that
/// shows it when the app, not the asking module, decides that.
///
/// Returned by the answer an app gives ``NavigationClient/scope(_:answeringWith:)``.
/// A request answered as a link (``NavigationClient/link(requesting:)``) is pushed, whatever
/// the mode.
public struct RequestAnswer<Destination> {
    /// The route that answers the request.
    public var destination: Destination
    /// The mode that shows it, or `nil` for the mode the module asked for.
    public var mode: NavigationMode?

    /// An answer that shows a route in the given mode, or in the module's own when `nil`.
    public init(_ destination: Destination, mode: NavigationMode? = nil) {
        self.destination = destination
        self.mode = mode
    }
}

extension RequestAnswer: Sendable where Destination: Sendable {}
extension RequestAnswer: Equatable where Destination: Equatable {}
extension RequestAnswer: Hashable where Destination: Hashable {}
