/// Upper bounds a route table enforces on every URL before it matches it.
///
/// Links come from outside the app, so a table reads no more than these limits allow.
/// Each limit breached is its own ``DeepLinkError``. Apps set them as parameters of the
/// table's initializer, which holds their defaults; the readers pass them around as one
/// value.
package struct DeepLinkLimits: Hashable, Sendable {
    /// The longest URL accepted, in UTF-8 bytes of its text; longer ones give
    /// ``DeepLinkError/tooLong``.
    package var maxURLLength: Int
    /// The most path segments accepted; more give ``DeepLinkError/tooManySegments``.
    package var maxSegments: Int
    /// The longest decoded path parameter or query value, in UTF-8 bytes; longer ones give
    /// ``DeepLinkError/parameterTooLong(name:)``.
    package var maxParameterLength: Int
    /// The most query items accepted; more give ``DeepLinkError/tooManyQueryItems``.
    package var maxQueryItems: Int
}
