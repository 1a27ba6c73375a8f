/// The type of value a presenter awaits, checked at run time when a flow finishes.
///
/// Client closures cannot be generic, so the awaited type travels as a value.
@usableFromInline
package struct ResultExpectation: Sendable {
    /// A readable name of the awaited type, for error reports.
    package let typeName: String
    private let matches: @Sendable (any Sendable) -> Bool

    /// Creates the expectation of a value of `type`.
    package init<Value: Sendable>(_ type: Value.Type) {
        self.typeName = String(describing: type)
        self.matches = { $0 is Value }
    }

    /// Whether a value is of the awaited type.
    package func accepts(_ value: any Sendable) -> Bool {
        matches(value)
    }
}
