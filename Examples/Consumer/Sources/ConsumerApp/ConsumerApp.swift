public import Foundation
public import ModularNavigation
public import OrdersFeature
public import ProfileFeature
public import SettingsFeature

/// The composition root: the navigator, each module's dependencies, the link table and
/// the guard, with no SwiftUI, so tests drive the whole app on Linux.
@MainActor
public final class ConsumerApp {
    /// The one owner of the app's navigation.
    public let navigator = Navigator(root: AppRoute.home)
    /// Whether the user is signed in; the Settings screens change it.
    public let session: AccountSession
    /// The Orders module's dependency.
    public let orders: OrderStore
    /// The Profile module's dependency.
    public let profile: UserProfile

    /// The version of ``AppRoute``'s saved form; bump it when a saved route would no
    /// longer decode.
    public static let schemaVersion = 1

    /// Creates the app, with sample data unless told otherwise.
    public init(
        session: AccountSession = AccountSession(), orders: OrderStore = .sample, profile: UserProfile = .sample
    ) {
        self.session = session
        self.orders = orders
        self.profile = profile
        do {
            navigator.deepLinks = try AppDeepLinks.table()
        } catch {
            // Two routes claiming the same URLs is a programming error, which a test
            // (`DeepLinkTests`) and a debug run catch; a release build runs without links.
            assertionFailure("The app's deep-link table does not build: \(error)")
        }
        navigator.addGuard { [session] proposal in
            let opensProfile = proposal.addedRoutes.contains { route in
                if case .profile = route { true } else { false }
            }
            guard opensProfile, !session.isSignedIn else { return .allow }
            // Sign in first; the profile opens once the sign-in flow finishes with `true`.
            return .redirect(presenting: .settings(.signIn), style: .sheet(), expecting: Bool.self)
        }
    }

    /// Pushes the profile, from the home screen's toolbar.
    public func showProfile() {
        navigator.push(.profile(.overview))
    }

    /// Presents the settings in a sheet, from the home screen's toolbar.
    public func showSettings() {
        navigator.present(.settings(.main))
    }

    /// The navigation state to save when the app goes to the background.
    public func save() throws -> Data {
        try navigator.archived(schemaVersion: Self.schemaVersion)
    }

    /// Brings back a saved state at launch; what cannot come back falls back to home.
    @discardableResult public func restore(from data: Data?) -> RestoreReport<AppRoute, Never> {
        navigator.restore(from: data, schemaVersion: Self.schemaVersion, fallback: NavigationState(root: .home))
    }
}
