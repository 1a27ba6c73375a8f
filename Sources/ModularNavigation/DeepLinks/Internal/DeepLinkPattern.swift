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

    /// Segments, as a slice: the patterns of one table share one list of segments.
    typealias Segments = ArraySlice<Segment>

    // Markers are literal segments that start with a NUL, which no decoded URL segment
    // holds (controls are refused): the walk takes them only by their literal edge, so
    // no parameter or tail can match one.

    /// The segment between a pattern's path and its fragment part (`/#/room/:id`).
    static let fragmentMarker = "\u{0}#"

    /// Whether a segment is a marker rather than a piece of a URL.
    static func isMarker(_ segment: String) -> Bool {
        segment.utf8.first == 0
    }

    /// The segment that leads a link's segments to the routes of its origin:
    /// `host` for an `https` link, `scheme` for a custom scheme's.
    static func originMarker(host: String? = nil, scheme: String? = nil) -> String? {
        if let host { return "\u{0}host:" + host }
        if let scheme { return "\u{0}scheme:" + scheme }
        return nil
    }

    /// The prefixes the pattern was mounted under, outermost first, joined; `nil` for a
    /// route as written.
    ///
    /// One object, shared by every route mounted under the same prefix: joining the
    /// prefix into each route was a quarter of building an app's table, and a route holds
    /// a reference where it held the prefix's segments and text. The prefix has only
    /// literals, so the own segments hold every parameter.
    let mount: Prefix?
    /// The route's own segments, first to last; empty for the root pattern `/`.
    ///
    /// Settable so that a table fills in the segments of its patterns as written in
    /// place, once all are read (``Parser``).
    var segments: Segments
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

    /// The literal segments of the mount prefixes; empty for a route as written.
    var prefix: Segments { mount?.segments[...] ?? [] }
    /// The text of the mount prefixes, such as `/assets`; empty for none.
    var prefixText: String { mount?.text ?? "" }

    /// The number of segments a URL must have where the pattern has no tail.
    var count: Int { (mount?.segments.count ?? 0) + segments.count }

    /// Whether the pattern has only literal segments, as mount prefixes must.
    var isLiteral: Bool {
        segments.allSatisfy { if case .literal = $0 { true } else { false } }
    }

    /// Parses a pattern on its own; a table parses its patterns with one ``Parser``.
    ///
    /// - Throws: ``DeepLinkError/invalidPattern(_:)``, as ``Parser/parse(_:)`` does.
    init(parsing text: String) throws(DeepLinkError) {
        var parser = Parser()
        let parsed = try parser.parse(text)
        self.init(segments: parser.segments[parsed.range], ownText: parsed.ownText)
    }

    /// A pattern as written, from its parsed segments and normalized text, under an
    /// origin's prefix when scoped to one.
    init(segments: Segments, ownText: String, mount: Prefix? = nil) {
        self.mount = mount
        self.segments = segments
        self.ownText = ownText
    }

    /// The origin the pattern is scoped to, as its first prefix segment: the host of
    /// `https` links, or a custom scheme.
    var origin: (host: String?, scheme: String?) {
        guard case .literal(let first)? = mount?.segments.first, Self.isMarker(first) else { return (nil, nil) }
        if first.hasPrefix("\u{0}host:") { return (String(first.dropFirst(6)), nil) }
        if first.hasPrefix("\u{0}scheme:") { return (nil, String(first.dropFirst(8))) }
        return (nil, nil)
    }

    /// A pattern under a mount prefix: its whole prefix, the pattern's own mount prefix
    /// included (``Prefix/followed(by:)``).
    init(_ pattern: DeepLinkPattern, mountedUnder prefix: Prefix) {
        segments = pattern.segments
        ownText = pattern.ownText
        mount = prefix
    }

    /// The literal segments and text of a mount prefix, made once per mount.
    final class Prefix: Sendable {
        let segments: [Segment]
        /// Such as `/assets`.
        let text: String

        init(segments: [Segment], text: String) {
            self.segments = segments
            self.text = text
        }

        /// This prefix, then the prefix a table's routes were already mounted under.
        func followed(by inner: Prefix) -> Prefix {
            Prefix(segments: segments + inner.segments, text: text + inner.text)
        }

        /// The prefix of the routes scoped to an origin, written `//host` or `scheme:`.
        static func origin(host: String? = nil, scheme: String? = nil) -> Prefix? {
            guard let marker = DeepLinkPattern.originMarker(host: host, scheme: scheme) else { return nil }
            return Prefix(segments: [.literal(marker)], text: host.map { "//" + $0 } ?? (scheme ?? "") + ":")
        }
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
        var fragment: [String]?
        var decoded: [String] = []
        var rest = arguments
        func append(_ encoded: String) {
            if fragment == nil { path.append(encoded) } else { fragment?.append(encoded) }
        }
        for segment in prefix + segments {
            switch segment {
            case .literal(let text) where Self.isMarker(text):
                // Markers are read back, never written: the fragment's starts its part.
                if text == Self.fragmentMarker { fragment = [] }
                decoded.append(text)
            case .literal(let text):
                append(text)
                decoded.append(text)
            case .parameter(let name, let kind):
                guard let value = rest.removeValue(forKey: name) else { throw .missingArgument(name) }
                if let kind, !kind.accepts(value) { throw .invalidArgument(name) }
                append(try Self.encodedSegment(value, name: name, limits: limits))
                decoded.append(value)
            case .wildcard(let name):
                guard let value = rest.removeValue(forKey: name) else { throw .missingArgument(name) }
                for piece in value.split(separator: "/", omittingEmptySubsequences: false) {
                    append(try Self.encodedSegment(String(piece), name: name, limits: limits))
                    decoded.append(String(piece))
                }
            }
        }
        guard path.count + (fragment?.count ?? 0) <= limits.maxSegments, rest.count <= limits.maxQueryItems else {
            throw .notReversible
        }
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
        if let fragment { text += "#/" + fragment.joined(separator: "/") }
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
