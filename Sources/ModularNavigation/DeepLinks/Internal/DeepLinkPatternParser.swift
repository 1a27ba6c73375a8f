extension DeepLinkPattern {
    /// Reads route patterns into one list of segments, reusing one buffer for their bytes.
    ///
    /// A table reads each of its patterns with the same parser, so that reading 500
    /// patterns at launch allocates two growing buffers rather than two per pattern; each
    /// pattern then keeps a slice of ``segments``. Take the slices once every pattern is
    /// read: appending to a list that slices still share would copy it.
    struct Parser {
        /// The segments of every pattern read, in order.
        private(set) var segments: [Segment] = []
        /// The bytes of the pattern being read, kept for the next one's.
        private var scratch: [UInt8] = []

        /// Makes room for `count` more patterns of about two segments.
        mutating func reserve(patterns count: Int) {
            segments.reserveCapacity(segments.count + 2 * count)
        }

        /// Reads a pattern, appending its segments.
        ///
        /// A pattern may have a fragment part, `/#/room/:id`: the path before the `#`,
        /// then ``DeepLinkPattern/fragmentMarker``, then the fragment's segments.
        ///
        /// - Returns: Where its segments are in ``segments``, and its normalized text.
        /// - Throws: ``DeepLinkError/invalidPattern(_:)`` naming `text` when it or its
        ///   fragment part does not start with `/`, has an empty segment, a literal with
        ///   characters other than letters, digits, `-`, `.`, `_`, `~`, a `.` or `..`
        ///   literal, a bad or repeated name, or a tail that is not last.
        mutating func parse(_ text: String) throws(DeepLinkError) -> (range: Range<Int>, ownText: String) {
            scratch.removeAll(keepingCapacity: true)
            scratch.append(contentsOf: text.utf8)
            let bytes = URLBytes(scratch)
            let start = segments.count
            let hash = bytes.firstIndex(of: UInt8(ascii: "#"), in: bytes.all)
            let path = 0..<(hash ?? bytes.count)
            try appendSegments(of: bytes, path, patternStart: start, in: text)
            guard let hash else {
                return (start..<segments.count, segments.count == start ? "/" : Self.trimmed(text, path, bytes))
            }
            // A tail takes the rest of the path, so it cannot come before a fragment.
            if case .wildcard? = segments.last, segments.count > start { throw .invalidPattern(text) }
            let pathText = segments.count == start ? "/" : Self.trimmed(text, path, bytes)
            segments.append(.literal(DeepLinkPattern.fragmentMarker))
            let fragment = hash + 1..<bytes.count
            let fragmentStart = segments.count
            try appendSegments(of: bytes, fragment, patternStart: start, in: text)
            let fragmentText = segments.count == fragmentStart ? "/" : Self.trimmed(text, fragment, bytes)
            return (start..<segments.count, pathText + "#" + fragmentText)
        }

        /// The text of a range without a trailing slash.
        private static func trimmed(_ text: String, _ range: Range<Int>, _ bytes: URLBytes) -> String {
            let end = bytes[range.upperBound - 1] == UInt8(ascii: "/") ? range.upperBound - 1 : range.upperBound
            return bytes.string(range.lowerBound..<end, lowercased: false)
        }

        private mutating func appendSegments(
            of bytes: URLBytes,
            _ range: Range<Int>,
            patternStart first: Int,
            in text: String
        ) throws(DeepLinkError) {
            guard !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: "/") else { throw .invalidPattern(text) }
            // `/` alone is the root pattern, of no segments.
            guard range.count > 1 else { return }
            // A piece after each `/` but a trailing one, read in one pass.
            let end = bytes[range.upperBound - 1] == UInt8(ascii: "/") ? range.upperBound - 1 : range.upperBound
            var start = range.lowerBound + 1
            while true {
                var stop = start
                while stop < end, bytes[stop] != UInt8(ascii: "/") { stop += 1 }
                let isLast = stop >= end
                let segment = try Self.segment(bytes, start..<stop, isLast: isLast, in: text)
                // A repeated name is looked for among this pattern's segments read so far:
                // patterns are the app's own and short, and a set of names was an
                // allocation per pattern.
                if let name = segment.name, segments[first...].contains(where: { $0.name == name }) {
                    throw .invalidPattern(text)
                }
                segments.append(segment)
                if isLast { return }
                start = stop + 1
            }
        }

        private static func segment(_ bytes: URLBytes, _ piece: Range<Int>, isLast: Bool, in text: String)
            throws(DeepLinkError) -> Segment
        {
            guard !piece.isEmpty else { throw .invalidPattern(text) }
            let marker = bytes[piece.lowerBound]
            guard marker == UInt8(ascii: ":") || marker == UInt8(ascii: "*") else {
                guard !bytes.isDotSegment(piece), bytes.allSatisfy(piece, in: ASCII.unreserved) else {
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
}
