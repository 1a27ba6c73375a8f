/// The URLs a route table accepts: custom schemes and universal-link hosts.
///
/// Schemes and hosts compare without regard to case, as RFC 3986 says they do; both are
/// stored lowercased.
///
/// - A custom-scheme URL reads its host as the first path segment, so
///   `myapp://assets/detail/7` and `myapp:///assets/detail/7` both resolve the path
///   `/assets/detail/7`. Being a host, it is read lowercased: `myapp://ASSETS/detail/7`
///   resolves the same path; the rest of the path keeps its case.
/// - A universal link must use `https` and one of ``hosts``; `http` is never accepted.
///
/// ```swift
/// let origins = DeepLinkOrigins(schemes: ["myapp"], hosts: ["example.com"])
/// ```
public struct DeepLinkOrigins: Hashable, Sendable {
    /// Accepted custom schemes, lowercased, in order of preference for share links.
    public private(set) var schemes: [String]
    /// Accepted universal-link hosts, lowercased; the first one builds share links.
    public private(set) var hosts: [String]

    /// Creates the set of accepted origins.
    ///
    /// - Parameters:
    ///   - schemes: Custom schemes, such as `myapp`; not `http` or `https`.
    ///   - hosts: Hosts of `https` universal links, such as `example.com`.
    public init(schemes: [String] = [], hosts: [String] = []) {
        self.schemes = schemes.map { $0.lowercased() }
        self.hosts = hosts.map { $0.lowercased() }
    }

    /// A table with no origins resolves no URL; use it for module tables that apps mount.
    public static var none: DeepLinkOrigins { DeepLinkOrigins() }

    /// The first origin that fails validation, if any.
    var invalidEntry: String? {
        for scheme in schemes {
            let valid =
                scheme.utf8.first.map(ASCII.isLetter) == true
                && scheme.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || "+-.".utf8.contains($0) }
            if !valid || scheme == "http" || scheme == "https" { return scheme }
        }
        for host in hosts {
            let valid =
                !host.isEmpty
                && host.utf8.allSatisfy { ASCII.isLetter($0) || ASCII.isDigit($0) || "-.".utf8.contains($0) }
            if !valid { return host }
        }
        return nil
    }
}
