/// Every screen of the Account module.
public enum AccountDestination: Hashable, Sendable, Codable {
    /// Asks the user to sign in; it finishes its flow with `true` once they have.
    case signIn
}
