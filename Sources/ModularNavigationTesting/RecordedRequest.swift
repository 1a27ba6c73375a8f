import ModularNavigation

/// A module's request for another module's screen, as a recording client keeps it.
///
/// A client's destination type names its module's requests only through
/// `RequestingDestination`, so ``RecordingNavigationClient/Call`` holds them boxed; read
/// them typed with ``RecordingNavigationClient/requests`` or check the last one with
/// `expectRequested(_:_:by:sourceLocation:)`. Two boxes are equal when they hold equal
/// values of the same type.
public struct RecordedRequest: Hashable, Sendable, CustomStringConvertible {
    /// The request.
    public let base: any Hashable & Sendable

    /// Boxes a request.
    public init(_ request: some Hashable & Sendable) {
        self.base = request
    }

    /// The request, when it is of type `Request`.
    public func value<Request>(as type: Request.Type) -> Request? {
        base as? Request
    }

    public static func == (lhs: RecordedRequest, rhs: RecordedRequest) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    public var description: String { String(navigationDescribing: base) }
}
