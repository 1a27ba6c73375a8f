/// A parsed route pattern: literal segments, named parameters and an optional named tail.
///
/// The grammar is described on ``DeepLinkRoute``. Patterns are normalized: a trailing
/// slash is dropped, so `/detail/:id/` and `/detail/:id` are the same pattern.
struct DeepLinkPattern: Hashable, Sendable {
    /// One segment of a pattern.
    enum Segment: Hashable, Sendable {
        /// Matches exactly this text, case-sensitively.
        case literal(String)
        /// Matches one non-empty segment, of a kind when `kind` is set, and names it.
        case parameter(String, kind: DeepLinkParameterKind?)
        /// Matches one or more remaining segments and names them; always last.
        case wildcard(String)
    }

    /// The segments, first to last; empty for the root pattern `/`.
    let segments: [Segment]

    /// The normalized text, such as `/assets/detail/:id`.
    var text: String {
        "/"
            + segments.map { segment in
                switch segment {
                case .literal(let text): text
                case .parameter(let name, let kind): ":" + name + (kind.map { "(" + $0.rawValue + ")" } ?? "")
                case .wildcard(let name): "*" + name
                }
            }
            .joined(separator: "/")
    }

    /// Parses a pattern.
    ///
    /// - Throws: ``DeepLinkError/invalidPattern(_:)`` naming `text` when it does not start
    ///   with `/`, has an empty segment, a literal with characters other than letters,
    ///   digits, `-`, `.`, `_`, `~`, a `.` or `..` literal, a bad or repeated name, or a
    ///   tail that is not last.
    init(parsing text: String) throws(DeepLinkError) {
        guard text.hasPrefix("/") else { throw .invalidPattern(text) }
        var pieces = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        if pieces.last == "" { pieces.removeLast() }
        var segments: [Segment] = []
        var names: Set<String> = []
        for (index, piece) in pieces.enumerated() {
            let segment = try Self.segment(piece, isLast: index == pieces.count - 1, in: text)
            switch segment {
            case .parameter(let name, _), .wildcard(let name):
                guard names.insert(name).inserted else { throw .invalidPattern(text) }
            case .literal:
                break
            }
            segments.append(segment)
        }
        self.segments = segments
    }

    init(segments: [Segment]) {
        self.segments = segments
    }

    private static func segment(_ piece: Substring, isLast: Bool, in text: String) throws(DeepLinkError) -> Segment {
        if let marker = piece.first, marker == ":" || marker == "*" {
            var name = piece.dropFirst()
            var kind: DeepLinkParameterKind?
            // `:id(int)`: the kind sits in parentheses after a parameter's name.
            if marker == ":", let open = name.firstIndex(of: "("), name.last == ")" {
                let spelled = name[name.index(after: open)..<name.index(before: name.endIndex)]
                guard let parsed = DeepLinkParameterKind(rawValue: String(spelled)) else {
                    throw .invalidPattern(text)
                }
                kind = parsed
                name = name[..<open]
            }
            guard let first = name.utf8.first, ASCII.isLetter(first) || first == UInt8(ascii: "_"),
                name.utf8.allSatisfy({ ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == UInt8(ascii: "_") })
            else { throw .invalidPattern(text) }
            if marker == ":" { return .parameter(String(name), kind: kind) }
            guard isLast else { throw .invalidPattern(text) }
            return .wildcard(String(name))
        }
        guard !piece.isEmpty, piece != ".", piece != "..", piece.utf8.allSatisfy(ASCII.isUnreserved) else {
            throw .invalidPattern(text)
        }
        return .literal(String(piece))
    }

    /// Whether the pattern has only literal segments, as mount prefixes must.
    var isLiteral: Bool {
        segments.allSatisfy { if case .literal = $0 { true } else { false } }
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
        for segment in segments {
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
            try PercentCoding.validate(value, allowsSlash: allowsSlash)
        } catch {
            throw .invalidArgument(name)
        }
    }
}
