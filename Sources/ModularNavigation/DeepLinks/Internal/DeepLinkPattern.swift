/// A parsed route pattern: literal segments, named parameters and an optional named tail.
///
/// The grammar is described on ``DeepLinkRoute``. Patterns are normalized: a trailing
/// slash is dropped, so `/detail/:id/` and `/detail/:id` are the same pattern.
struct DeepLinkPattern: Sendable {
    /// One segment of a pattern.
    enum Segment: Hashable, Sendable {
        /// Matches exactly this text, case-sensitively.
        case literal(String)
        /// Matches one non-empty segment, of a kind when `kind` is set, and names it.
        case parameter(String, kind: DeepLinkParameterKind?)
        /// Matches one or more remaining segments and names them; always last.
        case wildcard(String)

        /// The name of a parameter or tail; `nil` for a literal.
        var name: String? {
            switch self {
            case .literal: nil
            case .parameter(let name, _), .wildcard(let name): name
            }
        }
    }

    /// The literal segments of the prefixes the pattern was mounted under, outermost
    /// first; empty for a route as written.
    ///
    /// Kept apart from the route's own segments, and shared by every route mounted under
    /// the same prefix: joining them for each route was a quarter of building an app's
    /// table. The prefix has only literals, so the own segments hold every parameter.
    let prefix: [Segment]
    /// The text of ``prefix``, such as `/assets`; empty for none.
    let prefixText: String
    /// The route's own segments, first to last; empty for the root pattern `/`.
    let segments: [Segment]
    /// The normalized text of the route's own segments, such as `/detail/:id`; kept from
    /// the parsed text rather than written from the segments.
    let ownText: String

    /// The normalized text, with mount prefixes, such as `/assets/detail/:id`.
    ///
    /// Joined when asked for (a table's pattern list, a conflict, a resolved link's
    /// pattern), never while a table is built.
    var text: String { Self.text(prefix: prefixText, own: ownText) }

    /// The text of a pattern from its prefix's text and its own: the root pattern `/`
    /// under a prefix is the prefix.
    static func text(prefix: String, own: String) -> String {
        guard !prefix.isEmpty else { return own }
        return own == "/" ? prefix : prefix + own
    }

    /// The number of segments a URL must have where the pattern has no tail.
    var count: Int { prefix.count + segments.count }

    /// Whether the pattern has only literal segments, as mount prefixes must.
    var isLiteral: Bool {
        segments.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// Parses a pattern.
    ///
    /// - Throws: ``DeepLinkError/invalidPattern(_:)`` naming `text` when it does not start
    ///   with `/`, has an empty segment, a literal with characters other than letters,
    ///   digits, `-`, `.`, `_`, `~`, a `.` or `..` literal, a bad or repeated name, or a
    ///   tail that is not last.
    init(parsing text: String) throws(DeepLinkError) {
        let bytes = URLBytes(text)
        prefix = []
        prefixText = ""
        segments = try Self.segments(of: bytes, in: text)
        // Every segment is kept as written, so only a trailing slash differs.
        if segments.isEmpty {
            ownText = "/"
        } else {
            ownText = text.utf8.last == UInt8(ascii: "/") ? String(text.dropLast()) : text
        }
    }

    /// A pattern under a prefix of literals, given as its segments and text, outermost
    /// first; the root prefix `/` is none.
    ///
    /// The prefix's storage is shared rather than copied, except for a pattern already
    /// mounted once, whose own prefix goes after it.
    init(_ pattern: DeepLinkPattern, mountedUnder prefix: [Segment], text prefixText: String) {
        segments = pattern.segments
        ownText = pattern.ownText
        if pattern.prefix.isEmpty {
            self.prefix = prefix
            self.prefixText = prefixText
        } else {
            self.prefix = prefix + pattern.prefix
            self.prefixText = prefixText + pattern.prefixText
        }
    }

    private static func segments(of bytes: URLBytes, in text: String) throws(DeepLinkError) -> [Segment] {
        guard bytes.starts(with: "/") else { throw .invalidPattern(text) }
        // A piece after each `/`, but none after a trailing one. The pieces are read in
        // one pass rather than listed first: the list was one allocation per pattern.
        let pieceCount =
            bytes.count(of: UInt8(ascii: "/"), in: bytes.all) - (bytes[bytes.count - 1] == UInt8(ascii: "/") ? 1 : 0)
        var segments: [Segment] = []
        segments.reserveCapacity(pieceCount)
        var start = 1
        for index in 0..<pieceCount {
            let end = bytes.firstIndex(of: UInt8(ascii: "/"), in: start..<bytes.count) ?? bytes.count
            let segment = try segment(bytes, start..<end, isLast: index == pieceCount - 1, in: text)
            start = end + 1
            // A repeated name is looked for among the segments read so far: patterns are
            // the app's own and short, and a set of names was an allocation per pattern.
            if let name = segment.name, segments.contains(where: { $0.name == name }) { throw .invalidPattern(text) }
            segments.append(segment)
        }
        return segments
    }

    private static func segment(_ bytes: URLBytes, _ piece: Range<Int>, isLast: Bool, in text: String)
        throws(DeepLinkError) -> Segment
    {
        guard !piece.isEmpty else { throw .invalidPattern(text) }
        let marker = bytes[piece.lowerBound]
        guard marker == UInt8(ascii: ":") || marker == UInt8(ascii: "*") else {
            guard !bytes.isDotSegment(piece), bytes.allSatisfy(piece, ASCII.isUnreserved) else {
                throw .invalidPattern(text)
            }
            return .literal(bytes.string(piece, lowercased: false))
        }
        var name = piece.lowerBound + 1..<piece.upperBound
        var kind: DeepLinkParameterKind?
        // `:id(int)`: the kind sits in parentheses after a parameter's name.
        if marker == UInt8(ascii: ":"), let open = bytes.firstIndex(of: UInt8(ascii: "("), in: name),
            bytes[name.upperBound - 1] == UInt8(ascii: ")")
        {
            let spelled = bytes.string(open + 1..<name.upperBound - 1, lowercased: false)
            guard let parsed = DeepLinkParameterKind(rawValue: spelled) else { throw .invalidPattern(text) }
            kind = parsed
            name = name.lowerBound..<open
        }
        guard !name.isEmpty, ASCII.isLetter(bytes[name.lowerBound]) || bytes[name.lowerBound] == UInt8(ascii: "_"),
            bytes.allSatisfy(name, { ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "_") })
        else { throw .invalidPattern(text) }
        let identifier = bytes.string(name, lowercased: false)
        if marker == UInt8(ascii: ":") { return .parameter(identifier, kind: kind) }
        guard isLast else { throw .invalidPattern(text) }
        return .wildcard(identifier)
    }

}

// MARK: - Rendering

extension DeepLinkPattern {
    /// Builds the percent-encoded path and query for a set of arguments.
    ///
    /// Arguments named by the pattern fill its parameters (a tail's argument is its
    /// segments joined with `/`); the others become query items, sorted by name, so the
    /// same arguments always give the same text.
    ///
    /// - Returns: The text, and the decoded segments a reader will match it by.
    /// - Throws: ``DeepLinkError/missingArgument(_:)`` when a parameter has no argument;
    ///   ``DeepLinkError/invalidArgument(_:)`` when an argument could not be read back or
    ///   is not of its parameter's kind.
    func render(_ arguments: [String: String], limits: DeepLinkLimits) throws(DeepLinkError)
        -> (text: String, segments: [String])
    {
        var path: [String] = []
        var decoded: [String] = []
        var rest = arguments
        for segment in prefix + segments {
            switch segment {
            case .literal(let text):
                path.append(text)
                decoded.append(text)
            case .parameter(let name, let kind):
                guard let value = rest.removeValue(forKey: name) else { throw .missingArgument(name) }
                if let kind, !kind.accepts(value) { throw .invalidArgument(name) }
                path.append(try Self.encodedSegment(value, name: name, limits: limits))
                decoded.append(value)
            case .wildcard(let name):
                guard let value = rest.removeValue(forKey: name) else { throw .missingArgument(name) }
                for piece in value.split(separator: "/", omittingEmptySubsequences: false) {
                    path.append(try Self.encodedSegment(String(piece), name: name, limits: limits))
                    decoded.append(String(piece))
                }
            }
        }
        guard path.count <= limits.maxSegments, rest.count <= limits.maxQueryItems else { throw .notReversible }
        var text = "/" + path.joined(separator: "/")
        // A loop rather than a throwing `map`: typed throws through `map` needs a newer
        // standard library than iOS 17 ships.
        var query: [String] = []
        for (name, value) in rest.sorted(by: { $0.key < $1.key }) {
            guard !name.isEmpty else { throw .invalidArgument(name) }
            try Self.check(value, name: name, allowsSlash: true, limits: limits)
            try Self.check(name, name: name, allowsSlash: false, limits: limits)
            query.append(PercentCoding.encode(name) + "=" + PercentCoding.encode(value))
        }
        if !query.isEmpty { text += "?" + query.joined(separator: "&") }
        return (text, decoded)
    }

    private static func encodedSegment(_ value: String, name: String, limits: DeepLinkLimits) throws(DeepLinkError)
        -> String
    {
        guard !value.isEmpty, value != ".", value != ".." else { throw .invalidArgument(name) }
        try check(value, name: name, allowsSlash: false, limits: limits)
        return PercentCoding.encode(value)
    }

    /// Refuses an argument the reader would refuse, so that every URL the table writes
    /// resolves again.
    private static func check(_ value: String, name: String, allowsSlash: Bool, limits: DeepLinkLimits)
        throws(DeepLinkError)
    {
        guard value.utf8.count <= limits.maxParameterLength else { throw .invalidArgument(name) }
        do {
            try PercentCoding.validate(value, allowsSlash: allowsSlash, percent: .single)
        } catch {
            throw .invalidArgument(name)
        }
    }
}
