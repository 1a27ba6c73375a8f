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
