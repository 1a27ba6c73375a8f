/// What the Profile module shows: the module's one dependency, handed to its builder.
public struct UserProfile: Sendable {
    /// The user's name.
    public var name: String
    /// The user's delivery addresses.
    public var addresses: [String]

    /// Creates a profile.
    public init(name: String, addresses: [String]) {
        self.name = name
        self.addresses = addresses
    }

    /// A profile for previews and tests.
    public static let sample = UserProfile(
        name: "Ada Lovelace", addresses: ["12 St James's Square, London", "Ockham Park, Surrey"])
}
