#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The stable identity of one window, as ``NavigationWindows`` knows it.
///
/// It is what SwiftUI needs to reopen the same window: a `Codable` and `Hashable` value
/// for `WindowGroup(for:)` and `openWindow(value:)`, restored by the system with its
/// scene. Its ``description`` is a string that can key the window's own storage.
///
/// A random UUID by default, so that a window opened in one launch never takes the
/// identity of a window the system restores later in another.
public struct NavigationWindowID: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The UUID that tells windows apart.
    public let uuid: UUID

    /// A new identity, different from every other.
    public init() {
        self.uuid = UUID()
    }

    /// The identity made of a given UUID, for tests and for identities read back.
    public init(uuid: UUID) {
        self.uuid = uuid
    }

    /// The UUID's string, usable as a storage key of its own.
    public var description: String { uuid.uuidString }

    /// Reads the identity from its UUID string.
    public init(from decoder: any Decoder) throws {
        self.uuid = try decoder.singleValueContainer().decode(UUID.self)
    }

    /// Writes the identity as its UUID string, the shortest form a scene can store.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(uuid)
    }
}
