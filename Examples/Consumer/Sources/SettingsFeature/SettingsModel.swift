public import ModularNavigation
public import Observation

/// The settings sheet.
@MainActor
@Observable
public final class SettingsModel {
    /// The session the sheet signs out of.
    public let session: AccountSession
    private let navigationClient: NavigationClient<SettingsDestination>

    /// Creates the model of the settings.
    public init(session: AccountSession, navigationClient: NavigationClient<SettingsDestination>) {
        self.session = session
        self.navigationClient = navigationClient
    }

    /// Signs out and closes the sheet.
    public func signOut() {
        session.signOut()
        navigationClient.close()
    }

    /// Shows what the app is, in the same sheet.
    public func showAbout() {
        navigationClient.push(.about)
    }

    /// Closes the sheet.
    public func done() {
        navigationClient.close()
    }
}
