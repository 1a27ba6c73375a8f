/// Every screen of the Settings module.
public enum SettingsDestination: Hashable, Sendable, Codable {
    /// The settings, shown in a sheet.
    case main
    /// Signing in; the flow finishes with `true` once the user is signed in.
    case signIn
}
