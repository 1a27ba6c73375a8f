public import Observation

/// Whether the user is signed in: the one piece of account state the app keeps.
///
/// The app's guard reads it; the sign-in screen writes it. No other module sees it.
@MainActor
@Observable
public final class AccountSession {
    /// Whether the user has signed in.
    public private(set) var isSignedIn: Bool

    /// Creates a session, signed out unless told otherwise.
    public init(isSignedIn: Bool = false) {
        self.isSignedIn = isSignedIn
    }

    /// Signs the user in.
    public func signIn() {
        isSignedIn = true
    }

    /// Signs the user out.
    public func signOut() {
        isSignedIn = false
    }
}
