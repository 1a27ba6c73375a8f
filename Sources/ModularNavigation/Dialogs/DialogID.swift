/// The identity of one opening of a dialog.
///
/// Drawn from the same never-reused sequence as screens' ``EntryID``s, so an answer
/// meant for a dialog that has since closed (a tap that arrives late, a terminal that
/// read an old printout) can never answer a newer one.
public struct DialogID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number behind the identity, in allocation order.
    public let rawValue: UInt64

    @inlinable
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    @inlinable
    public static func < (lhs: DialogID, rhs: DialogID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { "!\(rawValue)" }
}
