/// How an awaited flow ended, before its value is cast back to the awaited type.
@usableFromInline
package enum ResultOutcome: Sendable {
    /// The flow finished with a value.
    case value(any Sendable)
    /// The flow ended without a value.
    case cancelled
}
