#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A URL read and checked against a table's origins and limits: decoded path segments and
/// query items, ready to match.
struct DeepLinkRequest: Hashable, Sendable {
    /// Decoded path segments, first to last; empty for the root.
    var segments: [String]
    /// Decoded query items by name.
    var query: [String: String]

    /// Reads an absolute URL.
    ///
    /// The URL is split by hand, following RFC 3986, rather than by `URLComponents`, whose
    /// repairs of broken input (re-encoding a stray `%`, decoding punycode hosts) differ
    /// between platforms. Checks run cheapest first: length, raw characters, scheme, host,
    /// user and port, then the path and the query.
    init(url text: String, origins: DeepLinkOrigins, limits: DeepLinkLimits) throws(DeepLinkError) {
        guard text.utf8.count <= limits.maxURLLength else { throw .tooLong }
        guard !text.isEmpty, text.utf8.allSatisfy(ASCII.isAllowedInURL) else { throw .malformedURL }
        let parts = try URLParts(text)
        var leading: [String] = []
        var lowercasesHost = false
        if origins.schemes.contains(parts.scheme) {
            // Custom schemes need an authority (`myapp://…`); its host is the first segment,
            // and as a host it is case-insensitive.
            guard let host = parts.host else { throw .malformedURL }
            if !host.isEmpty {
                leading = [host]
                lowercasesHost = true
            }
        } else if parts.scheme == "https", !origins.hosts.isEmpty {
            let host = (parts.host ?? "").lowercased()
            guard origins.hosts.contains(host) else { throw .unknownHost(host) }
        } else {
            throw .unsupportedScheme(parts.scheme)
        }
        guard !parts.hasUserOrPort else { throw .malformedURL }
        try self.init(
            leading: leading, percentEncodedPath: parts.path, percentEncodedQuery: parts.query, limits: limits)
        // Lowercased after decoding, and only ASCII letters, so `%4F` and `O` read alike
        // and no Unicode case mapping can turn a value into a literal.
        if lowercasesHost, let first = segments.first {
            segments[0] = ASCII.lowercased(first)
        }
    }

    /// The text the string reader reads for a `URL` value, or an error when the URL was
    /// repaired from text that reader refuses.
    ///
    /// `URL(string:)` percent-encodes what its text cannot hold (a raw space, a `%` that
    /// starts no escape). Where Foundation keeps the original text (`dataRepresentation`),
    /// a URL whose text differs from it, or whose base's does, was repaired.
    static func text(of url: URL) throws(DeepLinkError) -> String {
        var link: URL? = url
        while let current = link {
            guard current.dataRepresentation.elementsEqual(current.relativeString.utf8) else { throw .malformedURL }
            link = current.baseURL
        }
        return url.absoluteString
    }

    /// Reads an origin-free path with an optional query, such as `/detail/7?tab=info`.
    init(path text: String, limits: DeepLinkLimits) throws(DeepLinkError) {
        guard text.utf8.count <= limits.maxURLLength else { throw .tooLong }
        guard text.hasPrefix("/"), !text.hasPrefix("//"), text.utf8.allSatisfy(ASCII.isAllowedInURL) else {
            throw .malformedURL
        }
        let (path, query) = URLParts.splitQuery(text)
        try self.init(leading: [], percentEncodedPath: path, percentEncodedQuery: query, limits: limits)
    }

    private init(
        leading: [String],
        percentEncodedPath: String,
        percentEncodedQuery: String?,
        limits: DeepLinkLimits
    ) throws(DeepLinkError) {
        guard percentEncodedPath.isEmpty || percentEncodedPath.hasPrefix("/") else { throw .malformedURL }
        var pieces = leading.map { Substring($0) }
        if !percentEncodedPath.isEmpty {
            pieces += percentEncodedPath.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        }
        // One trailing slash is allowed: `/detail/7/` reads as `/detail/7`.
        if pieces.last == "" { pieces.removeLast() }
        guard pieces.count <= limits.maxSegments else { throw .tooManySegments }
        var segments: [String] = []
        for piece in pieces {
            guard !piece.isEmpty else { throw .emptySegment }
            guard piece != ".", piece != ".." else { throw .dotSegment }
            let segment = try PercentCoding.decode(piece, allowsSlash: false)
            guard segment != ".", segment != ".." else { throw .dotSegment }
            segments.append(segment)
        }
        self.segments = segments
        self.query = try Self.readQuery(percentEncodedQuery, limits: limits)
    }

    private static func readQuery(_ text: String?, limits: DeepLinkLimits) throws(DeepLinkError) -> [String: String] {
        guard let text else { return [:] }
        let items = text.split(separator: "&")
        guard items.count <= limits.maxQueryItems else { throw .tooManyQueryItems }
        var query: [String: String] = [:]
        for item in items {
            let parts = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try PercentCoding.decode(parts[0], allowsSlash: false)
            guard !name.isEmpty else { throw .malformedURL }
            let value = try PercentCoding.decode(parts.count > 1 ? parts[1] : "", allowsSlash: true)
            guard value.utf8.count <= limits.maxParameterLength, name.utf8.count <= limits.maxParameterLength else {
                throw .parameterTooLong(name: name)
            }
            guard query.updateValue(value, forKey: name) == nil else { throw .duplicateQueryItem(name) }
        }
        return query
    }
}

/// The raw parts of an absolute URL, split as RFC 3986 describes; nothing is decoded.
private struct URLParts {
    /// The scheme, lowercased.
    var scheme: String
    /// The host, or `nil` when the URL has no authority (`myapp:path`).
    var host: String?
    /// Whether the authority holds a user, a password or a port.
    var hasUserOrPort = false
    var path: String
    var query: String?

    init(_ text: String) throws(DeepLinkError) {
        guard let colon = text.firstIndex(of: ":") else { throw .malformedURL }
        let scheme = text[..<colon]
        guard let first = scheme.utf8.first, ASCII.isLetter(first),
            scheme.utf8.allSatisfy({ ASCII.isLetter($0) || ASCII.isDigit($0) || "+-.".utf8.contains($0) })
        else { throw .malformedURL }
        self.scheme = scheme.lowercased()
        // The fragment is for the page, not for the app.
        var rest = text[text.index(after: colon)...]
        if let hash = rest.firstIndex(of: "#") { rest = rest[..<hash] }
        let (hierarchy, query) = Self.splitQuery(rest)
        self.query = query
        guard hierarchy.hasPrefix("//") else {
            host = nil
            path = String(hierarchy)
            return
        }
        let afterSlashes = hierarchy.dropFirst(2)
        let authority = afterSlashes.prefix { $0 != "/" }
        path = String(afterSlashes[authority.endIndex...])
        var hostAndPort = authority
        if let at = authority.lastIndex(of: "@") {
            hasUserOrPort = true
            hostAndPort = authority[authority.index(after: at)...]
        }
        if hostAndPort.hasPrefix("["), let close = hostAndPort.firstIndex(of: "]") {
            host = String(hostAndPort[...close])
            hasUserOrPort = hasUserOrPort || hostAndPort.index(after: close) != hostAndPort.endIndex
        } else if let portColon = hostAndPort.firstIndex(of: ":") {
            host = String(hostAndPort[..<portColon])
            hasUserOrPort = true
        } else {
            host = String(hostAndPort)
        }
    }

    /// Splits text at its first `?`, dropping a fragment.
    static func splitQuery(_ text: some StringProtocol) -> (path: String, query: String?) {
        var text = Substring(text)
        if let hash = text.firstIndex(of: "#") { text = text[..<hash] }
        guard let mark = text.firstIndex(of: "?") else { return (String(text), nil) }
        return (String(text[..<mark]), String(text[text.index(after: mark)...]))
    }
}
