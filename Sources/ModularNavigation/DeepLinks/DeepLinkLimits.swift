/// Upper bounds a route table enforces on every URL before it matches it.
///
/// Links come from outside the app, so a table reads no more than these limits allow.
/// Each limit breached is its own ``DeepLinkError``.
public struct DeepLinkLimits: Hashable, Sendable {
    /// The longest URL accepted, in UTF-8 bytes of its text; longer ones give
    /// ``DeepLinkError/tooLong``.
    public var maxURLLength: Int
    /// The most path segments accepted; more give ``DeepLinkError/tooManySegments``.
    public var maxSegments: Int
    /// The longest decoded path parameter or query value, in UTF-8 bytes; longer ones give
    /// ``DeepLinkError/parameterTooLong(name:)``.
    public var maxParameterLength: Int
    /// The most query items accepted; more give ``DeepLinkError/tooManyQueryItems``.
    public var maxQueryItems: Int

    /// Creates limits; the defaults suit links typed, shared or sent in notifications.
    ///
    /// - Parameters:
    ///   - maxURLLength: The longest URL, in UTF-8 bytes.
    ///   - maxSegments: The most path segments.
    ///   - maxParameterLength: The longest decoded parameter value, in UTF-8 bytes.
    ///   - maxQueryItems: The most query items.
    public init(
        maxURLLength: Int = 2048,
        maxSegments: Int = 32,
        maxParameterLength: Int = 256,
        maxQueryItems: Int = 32
    ) {
        self.maxURLLength = maxURLLength
        self.maxSegments = maxSegments
        self.maxParameterLength = maxParameterLength
        self.maxQueryItems = maxQueryItems
    }
}
