/// How an awaited flow ended, before its value is cast back to the awaited type.
@usableFromInline
package enum ResultOutcome: Sendable {
    /// The flow finished with a value.
    case value(any Sendable)
    /// The flow ended without a value.
    case cancelled
}

extension NavigationResult {
    /// The typed result of an outcome: finished with its value when that is a `Value`,
    /// cancelled otherwise.
    init(_ outcome: ResultOutcome) {
        if case .value(let value as Value) = outcome {
            self = .finished(value)
        } else {
            self = .cancelled
        }
    }
}
