/// The type of value a presenter awaits, checked at run time when a flow finishes.
///
/// Client closures cannot be generic, so the awaited type travels as a value.
public struct ResultExpectation: Sendable {
    /// A readable name of the awaited type, for error reports.
    public let typeName: String
    private let matches: @Sendable (any Sendable) -> Bool

    /// Creates the expectation of a value of `type`.
    public init<Value: Sendable>(_ type: Value.Type) {
        self.typeName = String(describing: type)
        self.matches = { $0 is Value }
    }

    /// Whether a value is of the awaited type.
    public func accepts(_ value: any Sendable) -> Bool {
        matches(value)
    }
}

/// How an awaited flow ended, before its value is cast back to the awaited type.
public enum ResultOutcome: Sendable {
    /// The flow finished with a value.
    case value(any Sendable)
    /// The flow ended without a value.
    case cancelled
}
