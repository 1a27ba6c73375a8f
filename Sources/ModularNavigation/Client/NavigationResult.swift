/// How an awaited flow or dialog ended: with its answer, or without one.
///
/// "Result" in this library means only this: the answer a presenter waits for. A flow
/// shown with ``NavigationClient/navigate(to:mode:expecting:)`` or
/// ``NavigationClient/request(_:mode:expecting:)`` answers with the value a screen in it
/// passes to ``NavigationClient/finish(with:)``; a dialog shown with
/// ``NavigationClient/presentDialog(_:)`` answers with the chosen button's action.
///
/// Every wait ends exactly once. It ends ``cancelled`` when what it hangs on goes
/// without an answer, on every path: the flow or dialog is dismissed, its screen or
/// its presenter's screen leaves (pop, replace, restore, a tab reset), its window
/// closes, the request was refused, or the awaiting task was cancelled.
public enum NavigationResult<Value: Sendable>: Sendable {
    /// The flow finished with a value and was dismissed, or the dialog was answered with
    /// a button's action.
    case finished(Value)
    /// It ended without an answer.
    case cancelled

    /// The answer, or `nil` when cancelled.
    public var value: Value? {
        if case .finished(let value) = self { return value }
        return nil
    }
}

extension NavigationResult: Equatable where Value: Equatable {}
extension NavigationResult: Hashable where Value: Hashable {}

extension NavigationResult {
    /// The typed result of an answer the navigator kept untyped: finished when the value
    /// (or the dialog action boxed in it) is a `Value`, cancelled otherwise.
    init(_ erased: NavigationResult<any Sendable>) {
        switch erased {
        case .finished(let value as Value):
            self = .finished(value)
        case .finished(let box as AnyHashableSendable):
            self = box.value(as: Value.self).map { .finished($0) } ?? .cancelled
        case .finished, .cancelled:
            self = .cancelled
        }
    }
}

/// What became of a value a screen finished its flow with.
///
/// ``NavigationClient/finish(with:)`` returns it, so a view can tell a delivered pick from
/// one nobody was waiting for (a flow restored after a relaunch, or opened by a deep
/// link) and from a refusal.
public enum ResultDelivery: Hashable, Sendable {
    /// A presenter awaited the value; it has it, and the flow was dismissed.
    case delivered
    /// Nothing awaited a value, so the flow the screen belongs to was dismissed and the
    /// value dropped. The navigator reports ``NavigationEvent/resultUndelivered(from:)``.
    case undelivered
    /// Nothing changed: the screen is gone, the awaited type differs, the flow could not
    /// be dismissed (a guard kept it, or asks first), an earlier finish is already ending
    /// it, or the screen is not in a presented flow and nothing awaits a value.
    case refused(NavigationError)
}
