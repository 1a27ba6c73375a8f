/// How a flow that was awaited for a value ended.
public enum NavigationResult<Value: Sendable>: Sendable {
    /// The flow finished with a value, and was dismissed.
    case finished(Value)
    /// The flow ended without a value: the user dismissed it, code dismissed it, it was
    /// never shown because the presentation was refused, or the awaiting task was
    /// cancelled.
    case cancelled

    /// The value, or `nil` when the flow was cancelled.
    public var value: Value? {
        if case .finished(let value) = self { return value }
        return nil
    }
}

extension NavigationResult: Equatable where Value: Equatable {}
