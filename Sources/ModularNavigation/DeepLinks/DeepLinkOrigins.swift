/// The URLs a route table accepts: custom schemes and universal-link hosts.
///
/// Schemes and hosts compare without regard to case, as RFC 3986 says they do; both are
/// stored lowercased.
///
/// - A custom-scheme URL reads its host as the first path segment, so
///   `myapp://assets/detail/7` and `myapp:///assets/detail/7` both resolve the path
///   `/assets/detail/7`. Being a host, it is read lowercased: `myapp://ASSETS/detail/7`
///   resolves the same path; the rest of the path keeps its case.
/// - A universal link must use `https` and a host the table accepts: one of ``hosts``, or
///   one the app approves with a closure, for apps whose links come from servers they do
///   not know in advance (a Mastodon client opens `https://<any server>/@user`). `http`
///   is never accepted.
///
/// ```swift
/// let origins = DeepLinkOrigins(schemes: ["myapp"], hosts: ["example.com"])
/// let federated = DeepLinkOrigins.anyHost(schemes: ["icecubes"])
/// ```
///
/// A route reads the host a universal link came from as ``DeepLinkParameters/host``.
public struct DeepLinkOrigins: Sendable {
    /// Accepted custom schemes, lowercased, in order of preference for share links.
    public private(set) var schemes: [String]
    /// Accepted universal-link hosts, lowercased; the first one builds share links.
    public private(set) var hosts: [String]
    /// Decides hosts that ``hosts`` does not list; `nil` accepts only the listed ones.
    private let approvesHost: (@Sendable (String) -> Bool)?

    /// Creates the set of accepted origins.
    ///
    /// - Parameters:
    ///   - schemes: Custom schemes, such as `myapp`; not `http` or `https`.
    ///   - hosts: Hosts of `https` universal links, such as `example.com`; the first one
    ///     builds share links.
    ///   - approvingHost: Called with the lowercased host of an `https` link that `hosts`
    ///     does not list, a name of letters, digits, `-` and `.` only (anything else is
    ///     refused before it is called); `true` accepts the link. `nil` accepts only `hosts`.
    public init(
        schemes: [String] = [],
        hosts: [String] = [],
        approvingHost: (@Sendable (String) -> Bool)? = nil
    ) {
        self.schemes = schemes.map { $0.lowercased() }
        self.hosts = hosts.map { $0.lowercased() }
        self.approvesHost = approvingHost
    }

    /// Origins that accept an `https` link from any host, and the given custom schemes.
    ///
    /// For apps whose links come from servers they do not know in advance, such as a
    /// client of a federated network; a route reads the server as
    /// ``DeepLinkParameters/host``. A table with these origins writes share links with its
    /// first scheme, having no host of its own.
    ///
    /// - Parameter schemes: Custom schemes, such as `myapp`.
    public static func anyHost(schemes: [String] = []) -> DeepLinkOrigins {
        DeepLinkOrigins(schemes: schemes, approvingHost: { _ in true })
    }

    /// A table with no origins resolves no URL; use it for module tables that apps mount,
    /// and resolve origin-free paths with ``DeepLinkTable/resolve(path:)``.
    public static var none: DeepLinkOrigins { DeepLinkOrigins() }

    /// Whether the table reads `https` links at all.
    var acceptsUniversalLinks: Bool { !hosts.isEmpty || approvesHost != nil }

    /// Whether a lowercased `https` host is accepted: listed, or a well-formed name the
    /// app approves.
    func accepts(host: String) -> Bool {
        if hosts.contains(host) { return true }
        guard let approvesHost, Self.isHostName(host) else { return false }
        return approvesHost(host)
    }

    /// Whether routes may be scoped to a host: listed, or possibly approved.
    func accepts(listedOrApproved host: String) -> Bool {
        hosts.contains(host) || approvesHost != nil
    }

    /// Whether a host is a registered name of letters, digits, `-` and `.`: no escapes,
    /// brackets or other text an app's check might read differently from a resolver.
    static func isHostName(_ host: String) -> Bool {
        !host.isEmpty && host.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || "-.".utf8.contains($0) }
    }

    /// The first origin that fails validation, if any.
    var invalidEntry: String? {
        for scheme in schemes {
            let valid =
                scheme.utf8.first.map(ASCII.isLetter) == true
                && scheme.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || "+-.".utf8.contains($0) }
            if !valid || scheme == "http" || scheme == "https" { return scheme }
        }
        return hosts.first { !Self.isHostName($0) }
    }
}
