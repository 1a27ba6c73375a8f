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
    /// Checks run cheapest first: length, raw characters, scheme, host, user and port, then
    /// the path and the query.
    init(url text: String, origins: DeepLinkOrigins, limits: DeepLinkLimits) throws(DeepLinkError) {
        guard text.utf8.count <= limits.maxURLLength else { throw .tooLong }
        guard !text.isEmpty, text.utf8.allSatisfy(ASCII.isAllowedInURL) else { throw .malformedURL }
        guard let components = URLComponents(string: text), let rawScheme = components.scheme else {
            throw .malformedURL
        }
        let scheme = rawScheme.lowercased()
        var leading: [String] = []
        if origins.schemes.contains(scheme) {
            // Custom schemes need an authority (`myapp://…`); its host is the first segment.
            guard let host = components.percentEncodedHost else { throw .malformedURL }
            if !host.isEmpty { leading = [host] }
        } else if scheme == "https", !origins.hosts.isEmpty {
            let host = (components.percentEncodedHost ?? "").lowercased()
            guard origins.hosts.contains(host) else { throw .unknownHost(host) }
        } else {
            throw .unsupportedScheme(scheme)
        }
        guard components.user == nil, components.password == nil, components.port == nil else {
            throw .malformedURL
        }
        try self.init(
            leading: leading,
            percentEncodedPath: components.percentEncodedPath,
            percentEncodedQuery: components.percentEncodedQuery,
            limits: limits
        )
    }

    /// Reads an origin-free path with an optional query, such as `/detail/7?tab=info`.
    init(path text: String, limits: DeepLinkLimits) throws(DeepLinkError) {
        guard text.utf8.count <= limits.maxURLLength else { throw .tooLong }
        guard text.hasPrefix("/"), text.utf8.allSatisfy(ASCII.isAllowedInURL),
            let components = URLComponents(string: text), components.scheme == nil, components.host == nil
        else { throw .malformedURL }
        try self.init(
            leading: [],
            percentEncodedPath: components.percentEncodedPath,
            percentEncodedQuery: components.percentEncodedQuery,
            limits: limits
        )
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
            guard value.utf8.count <= limits.maxParameterLength, name.utf8.count <= limits.maxParameterLength else { throw .parameterTooLong(name: name) }
            guard query.updateValue(value, forKey: name) == nil else { throw .duplicateQueryItem(name) }
        }
        return query
    }
}
