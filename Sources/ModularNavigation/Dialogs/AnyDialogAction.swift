/// A dialog button's action with its type erased, as the navigation state keeps it.
///
/// The state is one type for the whole app, while each screen's dialog answers with its
/// own action type; the state keeps the action as this box, and
/// ``NavigationClient/presentDialog(_:)`` hands the screen its typed value back.
/// Two boxes are equal when they hold equal values of the same type.
public struct AnyDialogAction: Hashable, Sendable, CustomStringConvertible {
    /// The value the button answers with.
    public let base: any Hashable & Sendable

    /// Boxes an action; a box given again stays one box.
    public init<Action: Hashable & Sendable>(_ action: Action) {
        if let boxed = action as? AnyDialogAction {
            self = boxed
        } else {
            self.base = action
        }
    }

    /// The value, when it is of type `Action`.
    public func value<Action>(as type: Action.Type) -> Action? {
        base as? Action
    }

    public static func == (lhs: AnyDialogAction, rhs: AnyDialogAction) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    public var description: String { String(describing: base) }
}
