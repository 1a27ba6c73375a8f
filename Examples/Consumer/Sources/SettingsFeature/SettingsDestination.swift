/// Every screen of the Settings module.
public enum SettingsDestination: Hashable, Sendable, Codable {
    /// The settings, shown in a sheet.
    case main
    /// Signing in; the flow finishes with `true` once the user is signed in.
    case signIn
    /// About the app: a plain SwiftUI view with its client from the environment.
    case about
    /// The acknowledgements, pushed from About.
    case acknowledgements
}
