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
    /// The decoded path segments of a fragment that is a path (`#/room/x`), which a
    /// pattern with a `#` part matches; `nil` without one.
    var fragmentSegments: [String]?
    /// The whole fragment, decoded once; `nil` when the URL has none.
    var fragment: String?
    /// Decoded query items, the URL's and then a routable fragment's.
    var query: QueryItems
    /// The lowercased host of an `https` link; `nil` for custom schemes and bare paths.
    var host: String?
    /// The lowercased custom scheme of the link; `nil` for `https` links and bare paths.
    var scheme: String?
    /// The text the link was read from.
    var text: String

    /// Reads the text of an absolute URL, exactly as given.
    ///
    /// The URL is split by hand, following RFC 3986, rather than by `URLComponents`, whose
    /// repairs of broken input (re-encoding a stray `%`, decoding punycode hosts) differ
    /// between platforms. Checks run cheapest first: length, raw characters, scheme, host,
    /// user and port, then the path, the query and the fragment.
    init(url text: String, origins: DeepLinkOrigins, limits: DeepLinkLimits) throws(DeepLinkError) {
        guard text.utf8.count <= limits.maxURLLength else { throw .tooLong }
        try self.init(absolute: URLBytes(text), text: text, origins: origins, limits: limits, percent: .single)
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
        let text = url.baseURL == nil ? url.relativeString : url.absoluteString
        let bytes = url.baseURL == nil ? URLBytes(written) : URLBytes(text)
        guard bytes.count <= limits.maxURLLength else { throw .tooLong }
        try self.init(
            absolute: bytes, text: text, origins: origins, limits: limits,
            percent: Self.foundationKeepsText ? .single : .refused)
    }

    /// Whether this platform's `URL` keeps the text it was made from, checked once on a
    /// text it must repair.
    private static let foundationKeepsText: Bool = {
        let broken = "a:%zz"
        guard let url = URL(string: broken) else { return true }
        return Array(url.dataRepresentation) == Array(broken.utf8)
    }()

    /// Reads an origin-free path with an optional query and fragment, such as
    /// `/detail/7?tab=info`.
    init(path text: String, limits: DeepLinkLimits) throws(DeepLinkError) {
        guard text.utf8.count <= limits.maxURLLength else { throw .tooLong }
        let bytes = URLBytes(text)
        guard bytes.starts(with: "/"), !bytes.starts(with: "//"), bytes.allAllowedInURL else { throw .malformedURL }
        let (path, query, fragment) = bytes.splitQuery(bytes.all)
        self.init(text: text)
        try read(
            bytes, leading: nil, path: path, query: query, fragment: fragment, lowercasesHost: false, limits: limits,
            percent: .single)
    }

    private init(text: String) {
        segments = []
        query = QueryItems()
        self.text = text
    }

    private init(
        absolute bytes: URLBytes,
        text: String,
        origins: DeepLinkOrigins,
        limits: DeepLinkLimits,
        percent: PercentCoding.PercentSign
    ) throws(DeepLinkError) {
        // A path alone names no origin; the table's origins cannot vouch for it.
        guard !bytes.starts(with: "/") else { throw .pathWithoutOrigin }
        guard bytes.count > 0, bytes.allAllowedInURL else { throw .malformedURL }
        let parts = try URLParts(bytes)
        self.init(text: text)
        var leading: Range<Int>?
        // Schemes and hosts are compared as bytes, lowercased; text is made only for errors.
        if let scheme = origins.schemes.first(where: { bytes.equalsLowercased(parts.scheme, $0) }) {
            // A custom scheme's host is the first segment, and as a host it is
            // case-insensitive; without an authority (`myapp:/share`, `matrix:u/alice`)
            // the path is read as written.
            if let host = parts.host, !host.isEmpty { leading = host }
            self.scheme = scheme
        } else if bytes.equalsLowercased(parts.scheme, "https"), origins.acceptsUniversalLinks {
            let host = bytes.string(parts.host ?? 0..<0, lowercased: true)
            guard origins.accepts(host: host) else { throw .unknownHost(host) }
            self.host = host
        } else {
            throw .unsupportedScheme(bytes.string(parts.scheme, lowercased: true))
        }
        guard !parts.hasUserOrPort else { throw .malformedURL }
        try read(
            bytes, leading: leading, path: parts.path, query: parts.query, fragment: parts.fragment,
            lowercasesHost: leading != nil, limits: limits, percent: percent)
    }

    /// Reads the segments, the query and the fragment, checking the limits.
    private mutating func read(
        _ bytes: URLBytes,
        leading: Range<Int>?,
        path: Range<Int>,
        query: Range<Int>?,
        fragment: Range<Int>?,
        lowercasesHost: Bool,
        limits: DeepLinkLimits,
        percent: PercentCoding.PercentSign
    ) throws(DeepLinkError) {
        // A fragment that is a path (`#/room/x?via=a`) has segments and a query of its own.
        var routable: (path: Range<Int>, query: Range<Int>?)?
        if let fragment, bytes.starts(with: "/", in: fragment) {
            let question = bytes.firstIndex(of: UInt8(ascii: "?"), in: fragment)
            routable = (
                fragment.lowerBound..<(question ?? fragment.upperBound),
                question.map { $0 + 1..<fragment.upperBound }
            )
        }
        let pathPieces = Self.pieces(bytes, path)
        let fragmentPieces = routable.map { Self.pieces(bytes, $0.path) }
        let count = (leading == nil ? 0 : 1) + pathPieces.count + (fragmentPieces?.count ?? 0)
        // Counted before any piece is read, so the limit is checked before the pieces.
        guard count <= limits.maxSegments else { throw .tooManySegments }
        segments.reserveCapacity(count)
        if let leading {
            // The host is lowercased after decoding, and only its ASCII letters, so `%4F`
            // and `O` read alike and no Unicode case mapping can turn a value into a literal.
            let first = try Self.segment(bytes, leading, percent: percent)
            segments.append(lowercasesHost ? ASCII.lowercased(first) : first)
        }
        try Self.append(bytes, pathPieces, to: &segments, percent: percent)
        if let query { try self.query.read(bytes, query, limits: limits, percent: percent) }
        guard let fragment else { return }
        self.fragment = try PercentCoding.decode(bytes.slice(fragment), allowsSlash: true, percent: percent)
        guard let routable, let fragmentPieces else { return }
        var inFragment: [String] = []
        try Self.append(bytes, fragmentPieces, to: &inFragment, percent: percent)
        fragmentSegments = inFragment
        if let inner = routable.query { try self.query.read(bytes, inner, limits: limits, percent: percent) }
    }

    /// The pieces of a path after its leading slash, which a rootless path has not.
    ///
    /// A rootless path is `matrix:u/alice`'s. One trailing slash is allowed: `/detail/7/`
    /// reads as `/detail/7`, so a last empty piece is dropped.
    private static func pieces(_ bytes: URLBytes, _ path: Range<Int>) -> [Range<Int>] {
        var body = path
        if !body.isEmpty, bytes[body.lowerBound] == UInt8(ascii: "/") { body = body.lowerBound + 1..<body.upperBound }
        guard !body.isEmpty else { return [] }
        if bytes[body.upperBound - 1] == UInt8(ascii: "/") { body = body.lowerBound..<body.upperBound - 1 }
        var pieces: [Range<Int>] = []
        bytes.split(body, at: UInt8(ascii: "/"), into: &pieces)
        return pieces
    }

    private static func append(
        _ bytes: URLBytes,
        _ pieces: [Range<Int>],
        to segments: inout [String],
        percent: PercentCoding.PercentSign
    ) throws(DeepLinkError) {
        for piece in pieces {
            segments.append(try segment(bytes, piece, percent: percent))
        }
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
}

/// The raw parts of an absolute URL, split as RFC 3986 describes, as byte ranges of its
/// text; nothing is decoded.
private struct URLParts {
    /// The scheme, in any case.
    var scheme: Range<Int>
    /// The host, or `nil` when the URL has no authority (`myapp:path`, `myapp:/path`).
    var host: Range<Int>?
    /// Whether the authority holds a user, a password or a port.
    var hasUserOrPort = false
    var path: Range<Int>
    var query: Range<Int>?
    var fragment: Range<Int>?

    init(_ bytes: URLBytes) throws(DeepLinkError) {
        guard let colon = bytes.firstIndex(of: UInt8(ascii: ":"), in: bytes.all), colon > 0,
            ASCII.isLetter(bytes[0]),
            bytes.allSatisfy(0..<colon, ASCII.isSchemeCharacter)
        else { throw .malformedURL }
        scheme = 0..<colon
        let (hierarchy, query, fragment) = bytes.splitQuery(colon + 1..<bytes.count)
        self.query = query
        self.fragment = fragment
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
