/// What a guard answers about a proposed change.
///
/// Guards run in the order they were added; the first one that does not allow the
/// change decides. A cancelled or redirected change is reported as an event; an allowed
/// one is not, so that every push does not flood the log.
///
/// ```swift
/// navigator.addGuard { proposal in
///     guard proposal.addedRoutes.contains(.account), !session.isSignedIn else { return .allow }
///     return .redirect(presenting: .signIn, expecting: Bool.self) { signedIn in signedIn }
/// }
/// ```
public struct NavigationDecision<Route: Hashable & Sendable, Tab: Hashable & Sendable>: Sendable {
    enum Verdict: Sendable {
        case allow
        case cancel
        // Indirect: inline, the redirect's action went into this enum's value witnesses,
        // which LLVM took long over in the release build (issue 43).
        indirect case redirect(Redirect)
    }

    let verdict: Verdict

    /// The change applies.
    public static var allow: Self { Self(verdict: .allow) }

    /// The change does not apply; the state stays as it is.
    public static var cancel: Self { Self(verdict: .cancel) }

    /// Applies another action instead, and forgets the original change.
    ///
    /// - Parameter action: What to do instead; it passes through the guards too.
    public static func redirect(to action: NavigationAction<Route, Tab>) -> Self {
        Self(verdict: .redirect(Redirect(action: action, resumption: nil)))
    }

    /// Presents a flow instead, and applies the original change once the flow finishes
    /// with a value that `resumeWhen` accepts.
    ///
    /// The flow ends the way any awaited flow does: a screen in it calls
    /// ``NavigationClient/finish(with:)``. When it finishes with an accepted value, the
    /// original change is proposed again, to the guards too, against the state of that
    /// moment; when it is dismissed, or finishes with a value that is not accepted,
    /// nothing else happens.
    ///
    /// - Parameters:
    ///   - route: The root of the flow, such as a sign-in screen.
    ///   - style: How to present it; a full-screen cover unless told otherwise.
    ///   - type: The type of value the flow finishes with.
    ///   - resumeWhen: Whether a value lets the original change apply; any value does
    ///     unless told otherwise.
    public static func redirect<Value: Sendable>(
        presenting route: Route,
        style: PresentationStyle = .fullScreenCover,
        expecting type: Value.Type,
        resumeWhen: @escaping @Sendable (Value) -> Bool = { _ in true }
    ) -> Self {
        let resumption = NavigationDecision<Route, Tab>.Redirect.Resumption(expectation: ResultExpectation(type)) {
            value in
            guard let value = value as? Value else { return false }
            return resumeWhen(value)
        }
        return Self(verdict: .redirect(Redirect(action: .present(route, style), resumption: resumption)))
    }
}

extension NavigationDecision {
    /// What a guard does instead of a change: an action, and when the change may resume.
    @usableFromInline struct Redirect: Sendable {
        /// When a redirect's flow lets the original change apply.
        struct Resumption: Sendable {
            let expectation: ResultExpectation
            let accepts: @Sendable (any Sendable) -> Bool
        }

        /// The action applied instead of the change.
        let action: NavigationAction<Route, Tab>
        let resumption: Resumption?
    }
}
