/// Every screen of the Profile module.
///
/// A public struct around an internal enum: other modules and deep links can build only
/// the public screens (``overview``, ``addresses``), while editing the name is reachable
/// only from the overview, which is the one place that can build it.
public struct ProfileDestination: Hashable, Sendable, Codable {
    enum Screen: Hashable, Sendable, Codable {
        case overview
        case addresses
        case editName(current: String)
    }

    let screen: Screen

    /// The signed-in user's profile.
    public static let overview = ProfileDestination(screen: .overview)
    /// The user's delivery addresses.
    public static let addresses = ProfileDestination(screen: .addresses)
}

extension ProfileDestination: CustomStringConvertible {
    /// The screen alone, so trees and events read `profile/overview`.
    public var description: String { "\(screen)" }
}
