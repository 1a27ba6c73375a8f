/// A module's value with its type erased, as `AnyHashable` is, and `Sendable`.
///
/// The navigation state is one type for the whole app, while each screen's dialog
/// answers with its own action type: the state keeps a dialog's actions in this box, and
/// ``NavigationClient/presentDialog(_:)`` hands the screen its typed value back. A link
/// value keeps a module's route or request in it, and a recording client in
/// `ModularNavigationTesting` a module's requests for another module's screens, since a
/// destination type names them only through `RequestingDestination`. Two boxes are equal
/// when they hold equal values of the same type.
///
/// ```swift
/// #expect(AnyHashableSendable(DraftAction.delete) != AnyHashableSendable("delete"))
/// ```
public struct AnyHashableSendable: Hashable, Sendable, CustomStringConvertible {
    /// The value in the box.
    public let base: any Hashable & Sendable

    /// Boxes a value; a box given again stays one box.
    public init<Value: Hashable & Sendable>(_ value: Value) {
        if let boxed = value as? AnyHashableSendable {
            self = boxed
        } else {
            self.base = value
        }
    }

    /// The value, when it is of type `Value`.
    public func value<Value>(as type: Value.Type) -> Value? {
        base as? Value
    }

    public static func == (lhs: AnyHashableSendable, rhs: AnyHashableSendable) -> Bool {
        AnyHashable(lhs.base) == AnyHashable(rhs.base)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(AnyHashable(base))
    }

    /// The value as trees and events print it: a route without module prefixes.
    public var description: String { String(navigationDescribing: base) }
}
