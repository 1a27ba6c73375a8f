public import Observation

/// Whether the user is signed in: owned by the app, changed by the Settings screens and
/// read by the app's guard.
@MainActor
@Observable
public final class AccountSession {
    /// Whether the user is signed in.
    public private(set) var isSignedIn: Bool

    /// Creates a session.
    public init(isSignedIn: Bool = true) {
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
