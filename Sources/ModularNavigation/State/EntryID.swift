/// The identity of one screen in a navigation state.
///
/// Every screen — the root of a stack, a pushed entry, the root of a presented
/// sheet or cover — has an `EntryID`. Identities are unique in the whole state and are
/// never reused, so a ``NavigationClient`` bound to a screen can tell when that screen
/// has gone, and objects stored for a screen can be released exactly when it leaves.
///
/// In a ``Navigator`` this holds on every path: once it made a client or committed a
/// change (whose events and state name identities), an identity that left never comes
/// back for another screen or at another place, whether a screen is pushed, a state is
/// replaced, adopted or restored. Only the state a navigator was made with, before
/// anyone could see its identities, is replaced whole by a cold restore, identities
/// included. A bare ``NavigationState`` adopting with ``NavigationAction/adopt(_:)``
/// takes the adopted identities as they are: it cannot know who saw its own.
public struct EntryID: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The number behind the identity, in allocation order.
    public let rawValue: UInt64

    @inlinable
    package init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    @inlinable
    public static func < (lhs: EntryID, rhs: EntryID) -> Bool {
        lhs.rawValue < rhs.rawValue
    }

    public var description: String { "#\(rawValue)" }
}

extension EntryID: Codable {
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(UInt64.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}

/// Hands out identities in order while a state is being built.
struct EntryAllocator {
    var next: UInt64 = 0

    mutating func entry<Route>(_ route: Route) -> NavigationEntry<Route> {
        defer { next += 1 }
        return NavigationEntry(id: EntryID(rawValue: next), route: route)
    }

    mutating func stack<Route>(root: Route, path: [Route] = []) -> NavigationStackState<Route> {
        let root = entry(root)
        return NavigationStackState(root: root, path: path.map { entry($0) })
    }
}

// MARK: - Reading
