/// A URL a table matched: the value its route built, and how it got there.
///
/// For an app table whose values are ``DeepLinkTarget``s,
/// ``NavigationState/navigate(to:policy:)`` changes a navigation state to show the link's
/// value; the state can then go to ``Navigator/replaceState(_:)``, which keeps the
/// identity of the screens the link did not change.
public struct ResolvedLink<Output: Sendable>: Sendable {
    /// The value the route built.
    public let value: Output
    /// The normalized pattern that matched, with mount prefixes, such as
    /// `/assets/detail/:id`.
    public var pattern: String { DeepLinkPattern.text(prefix: mountPrefix, own: ownPattern) }
    /// The decoded parameters and query items of the URL.
    public let parameters: DeepLinkParameters
    /// The pattern's text in the two parts a table keeps, so that resolving a link from a
    /// mounted table joins no text.
    private let mountPrefix: String
    private let ownPattern: String

    @usableFromInline
    init(value: Output, mountPrefix: String, ownPattern: String, parameters: DeepLinkParameters) {
        self.value = value
        self.mountPrefix = mountPrefix
        self.ownPattern = ownPattern
        self.parameters = parameters
    }
}

// By the pattern's text, however a table keeps it: `/a/b/:id` mounted at `/a` reads as
// the same pattern as `/a/b/:id` written whole.
extension ResolvedLink: Equatable where Output: Equatable {
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.value == rhs.value && lhs.parameters == rhs.parameters && lhs.pattern == rhs.pattern
    }
}

extension ResolvedLink: Hashable where Output: Hashable {
    public func hash(into hasher: inout Hasher) {
        hasher.combine(value)
        hasher.combine(pattern)
        hasher.combine(parameters)
    }
}

/// What ``Navigator/open(_:)`` did with a link.
public enum DeepLinkOutcome: Hashable, Sendable {
    /// The link's target is on screen (or already was).
    case opened
    /// The UI has not attached yet; the link applies when it does, unless a newer link
    /// takes its place.
    case queued
    /// A guard cancelled the link; the state is unchanged.
    case cancelled
    /// A guard showed something else first; the link applies if that flow resumes it.
    case redirected
    /// The link could not be read, matched, or applied; the state is unchanged.
    case failed(DeepLinkError)

    /// The error of a failed link, or `nil`.
    public var error: DeepLinkError? {
        if case .failed(let error) = self { return error }
        return nil
    }
}
