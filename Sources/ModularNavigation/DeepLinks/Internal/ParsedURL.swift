#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A URL read and checked against a table's origins and limits: decoded path segments and
/// query items, ready to match.
///
/// The text is read once, as UTF-8 bytes: every split and check works on byte offsets, and
/// the only strings made are the decoded segments and query items. (Not a "request": that
/// word names what a module asks the app for, ``RequestingDestination``.)
struct ParsedURL: Hashable, Sendable {
    /// Decoded path segments, first to last; empty for the root.
    var segments: [String]
    /// Decoded query items by name.
    var query: [String: String]
    /// The lowercased host of an `https` link; `nil` for custom schemes and bare paths.
    var host: String?

    private init(segments: [String], query: [String: String], host: String?) {
        self.segments = segments
        self.query = query
        self.host = host
    }

    /// Reads the text of an absolute URL, exactly as given.
    ///
    /// The URL is split by hand, following RFC 3986, rather than by `URLComponents`, whose
    /// repairs of broken input (re-encoding a stray `%`, decoding punycode hosts) differ
    /// between platforms. Checks run cheapest first: length, raw characters, scheme, host,
    /// user and port, then the path and the query.
    init(url text: String, origins: DeepLinkOrigins, limits: DeepLinkLimits) throws(DeepLinkError) {
        guard text.utf8.count <= limits.maxURLLength else { throw .tooLong }
        try self.init(absolute: URLBytes(text), origins: origins, limits: limits, percent: .single)
    }

    /// Reads a `URL` value as the text reader reads its text.
    ///
    /// `URL(string:)` percent-encodes what its text cannot hold (a raw space, a `%` that
    /// starts no escape). Where Foundation keeps the original text (`dataRepresentation`),
    /// a URL whose text differs from it, or whose base's does, was repaired from text the
    /// string reader refuses, and is refused; any other URL reads exactly as its text.
    /// Where Foundation keeps only the repaired text, a `%25` may be a repair, so a decoded
    /// `%` is refused.
    init(url: URL, origins: DeepLinkOrigins, limits: DeepLinkLimits) throws(DeepLinkError) {
        // The bytes are copied out of `Data` once, since its iterator is slow, and compared
        // with the text's UTF-8 view in place: a second array for the text was one
        // allocation of every resolve.
        let written = Array(url.dataRepresentation)
        guard written.elementsEqual(url.relativeString.utf8) else { throw .malformedURL }
        var base = url.baseURL
        while let current = base {
            guard Array(current.dataRepresentation).elementsEqual(current.relativeString.utf8) else {
                throw .malformedURL
            }
            base = current.baseURL
        }
        // Without a base, the bytes checked are the URL's whole text.
        let bytes = url.baseURL == nil ? URLBytes(written) : URLBytes(url.absoluteString)
        guard bytes.count <= limits.maxURLLength else { throw .tooLong }
        try self.init(
            absolute: bytes, origins: origins, limits: limits, percent: Self.foundationKeepsText ? .single : .refused)
    }

    /// Whether this platform's `URL` keeps the text it was made from, checked once on a
    /// text it must repair.
    private static let foundationKeepsText: Bool = {
        let broken = "a:%zz"
        guard let url = URL(string: broken) else { return true }
        return Array(url.dataRepresentation) == Array(broken.utf8)
    }()

    /// Reads an origin-free path with an optional query, such as `/detail/7?tab=info`.
    init(path text: String, limits: DeepLinkLimits) throws(DeepLinkError) {
        guard text.utf8.count <= limits.maxURLLength else { throw .tooLong }
        let bytes = URLBytes(text)
        guard bytes.starts(with: "/"), !bytes.starts(with: "//"), bytes.allAllowedInURL else { throw .malformedURL }
        let (path, query) = bytes.splitQuery(bytes.all)
        try self.init(
            bytes, leading: nil, path: path, query: query, lowercasesHost: false, host: nil, limits: limits,
            percent: .single)
    }

    private init(
        absolute bytes: URLBytes,
        origins: DeepLinkOrigins,
        limits: DeepLinkLimits,
        percent: PercentCoding.PercentSign
    ) throws(DeepLinkError) {
        // A path alone names no origin; the table's origins cannot vouch for it.
        guard !bytes.starts(with: "/") else { throw .pathWithoutOrigin }
        guard bytes.count > 0, bytes.allAllowedInURL else { throw .malformedURL }
        let parts = try URLParts(bytes)
        var leading: Range<Int>?
        var universalHost: String?
        // Schemes and hosts are compared as bytes, lowercased; text is made only for errors.
        if origins.schemes.contains(where: { bytes.equalsLowercased(parts.scheme, $0) }) {
            // Custom schemes need an authority (`myapp://…`); its host is the first segment,
            // and as a host it is case-insensitive.
            guard let host = parts.host else { throw .malformedURL }
            if !host.isEmpty { leading = host }
        } else if bytes.equalsLowercased(parts.scheme, "https"), origins.acceptsUniversalLinks {
            let host = bytes.string(parts.host ?? 0..<0, lowercased: true)
            guard origins.accepts(host: host) else { throw .unknownHost(host) }
            universalHost = host
        } else {
            throw .unsupportedScheme(bytes.string(parts.scheme, lowercased: true))
        }
        guard !parts.hasUserOrPort else { throw .malformedURL }
        try self.init(
            bytes, leading: leading, path: parts.path, query: parts.query, lowercasesHost: leading != nil,
            host: universalHost, limits: limits, percent: percent)
    }

    private init(
        _ bytes: URLBytes,
        leading: Range<Int>?,
        path: Range<Int>,
        query: Range<Int>?,
        lowercasesHost: Bool,
        host: String?,
        limits: DeepLinkLimits,
        percent: PercentCoding.PercentSign
    ) throws(DeepLinkError) {
        guard path.isEmpty || bytes[path.lowerBound] == UInt8(ascii: "/") else { throw .malformedURL }
        // The path's pieces, after its leading slash. One trailing slash is allowed:
        // `/detail/7/` reads as `/detail/7`, so a last empty piece is dropped.
        var body = path.isEmpty ? path : path.lowerBound + 1..<path.upperBound
        let pathPieces: Int
        if body.isEmpty {
            pathPieces = 0
        } else {
            if bytes[body.upperBound - 1] == UInt8(ascii: "/") { body = body.lowerBound..<body.upperBound - 1 }
            pathPieces = bytes.count(of: UInt8(ascii: "/"), in: body) + 1
        }
        let count = (leading == nil ? 0 : 1) + pathPieces
        // Counted before any piece is read, so the limit is checked before the pieces.
        guard count <= limits.maxSegments else { throw .tooManySegments }
        var segments: [String] = []
        segments.reserveCapacity(count)
        if let leading {
            // The host is lowercased after decoding, and only its ASCII letters, so `%4F`
            // and `O` read alike and no Unicode case mapping can turn a value into a literal.
            let first = try Self.segment(bytes, leading, percent: percent)
            segments.append(lowercasesHost ? ASCII.lowercased(first) : first)
        }
        if pathPieces > 0 {
            var start = body.lowerBound
            for index in body where bytes[index] == UInt8(ascii: "/") {
                segments.append(try Self.segment(bytes, start..<index, percent: percent))
                start = index + 1
            }
            segments.append(try Self.segment(bytes, start..<body.upperBound, percent: percent))
        }
        self.init(
            segments: segments, query: try Self.readQuery(bytes, query, limits: limits, percent: percent), host: host)
    }

    /// One decoded path segment, refused when empty or a dot segment, raw or decoded.
    private static func segment(_ bytes: URLBytes, _ piece: Range<Int>, percent: PercentCoding.PercentSign)
        throws(DeepLinkError) -> String
    {
        guard !piece.isEmpty else { throw .emptySegment }
        guard !bytes.isDotSegment(piece) else { throw .dotSegment }
        let segment = try PercentCoding.decode(bytes.slice(piece), allowsSlash: false, percent: percent)
        // Escapes can spell a dot segment (`%2E`); only a short segment can be one.
        guard segment.utf8.count > 2 || (segment != "." && segment != "..") else { throw .dotSegment }
        return segment
    }

    private static func readQuery(
        _ bytes: URLBytes,
        _ range: Range<Int>?,
        limits: DeepLinkLimits,
        percent: PercentCoding.PercentSign
    ) throws(DeepLinkError) -> [String: String] {
        guard let range else { return [:] }
        var items: [Range<Int>] = []
        bytes.split(range, at: UInt8(ascii: "&"), into: &items)
        items.removeAll { $0.isEmpty }
        guard items.count <= limits.maxQueryItems else { throw .tooManyQueryItems }
        var query: [String: String] = [:]
        for item in items {
            let equals = bytes.firstIndex(of: UInt8(ascii: "="), in: item)
            let name = try PercentCoding.decode(
                bytes.slice(item.lowerBound..<(equals ?? item.upperBound)), allowsSlash: false, percent: percent)
            guard !name.isEmpty else { throw .malformedURL }
            let value = try PercentCoding.decode(
                bytes.slice(equals.map { $0 + 1..<item.upperBound } ?? item.upperBound..<item.upperBound),
                allowsSlash: true, percent: percent)
            guard value.utf8.count <= limits.maxParameterLength, name.utf8.count <= limits.maxParameterLength else {
                throw .parameterTooLong(name: name)
            }
            guard query.updateValue(value, forKey: name) == nil else { throw .duplicateQueryItem(name) }
        }
        return query
    }
}

/// The raw parts of an absolute URL, split as RFC 3986 describes, as byte ranges of its
/// text; nothing is decoded.
private struct URLParts {
    /// The scheme, in any case.
    var scheme: Range<Int>
    /// The host, or `nil` when the URL has no authority (`myapp:path`).
    var host: Range<Int>?
    /// Whether the authority holds a user, a password or a port.
    var hasUserOrPort = false
    var path: Range<Int>
    var query: Range<Int>?

    init(_ bytes: URLBytes) throws(DeepLinkError) {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":"), in: bytes.all), colon > 0,
            ASCII.isLetter(bytes[0]),
            bytes.allSatisfy(0..<colon, ASCII.isSchemeCharacter)
        else { throw .malformedURL }
        scheme = 0..<colon
        let (hierarchy, query) = bytes.splitQuery(colon + 1..<bytes.count)
        self.query = query
        guard bytes.starts(with: "//", in: hierarchy) else {
            host = nil
            path = hierarchy
            return
        }
        let authorityStart = hierarchy.lowerBound + 2
        let authorityEnd =
            bytes.firstIndex(of: UInt8(ascii: "/"), in: authorityStart..<hierarchy.upperBound) ?? hierarchy.upperBound
        path = authorityEnd..<hierarchy.upperBound
        var hostAndPort = authorityStart..<authorityEnd
        if let at = bytes.lastIndex(of: UInt8(ascii: "@"), in: hostAndPort) {
            hasUserOrPort = true
            hostAndPort = at + 1..<authorityEnd
        }
        if bytes.starts(with: "[", in: hostAndPort),
            let close = bytes.firstIndex(of: UInt8(ascii: "]"), in: hostAndPort)
        {
            host = hostAndPort.lowerBound..<close + 1
            hasUserOrPort = hasUserOrPort || close + 1 != hostAndPort.upperBound
        } else if let portColon = bytes.firstIndex(of: UInt8(ascii: ":"), in: hostAndPort) {
            host = hostAndPort.lowerBound..<portColon
            hasUserOrPort = true
        } else {
            host = hostAndPort
        }
    }
}
