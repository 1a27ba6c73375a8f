/// Percent-decoding and -encoding of single path segments and query components.
enum PercentCoding {
    /// What a decoded `%` may be.
    ///
    /// A `%` in a value is only ambiguous when the reader cannot tell how it got there:
    /// `%25` in text read as given is one escaped percent sign, while the same `%25` in a
    /// `URL` that Foundation repaired from a broken `%zz` is not what the sender wrote.
    enum PercentSign {
        /// A decoded `%` is a value's own character, unless it starts what reads as an
        /// escape again (`%2541` → `%41`), which is double encoding.
        case single
        /// Every decoded `%` is refused: the text may have been repaired.
        case refused
    }

    /// Decodes percent escapes exactly once and checks what they decoded to.
    ///
    /// - Parameters:
    ///   - raw: A raw segment or query component, as it appears in the URL: bytes that may
    ///     appear raw in a URL.
    ///   - allowsSlash: Whether the decoded text may hold `/` (query values may; path
    ///     segments may not, so that `%2F` cannot smuggle in an extra segment).
    ///   - percent: What a decoded `%` may be.
    /// - Throws: ``DeepLinkError/malformedURL`` for a broken escape or invalid UTF-8, and
    ///   whatever ``validate(_:allowsSlash:percent:)`` throws.
    static func decode(_ raw: ArraySlice<UInt8>, allowsSlash: Bool, percent: PercentSign) throws(DeepLinkError)
        -> String
    {
        if let text = try plain(raw, allowsSlash: allowsSlash) { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(raw.count)
        var iterator = raw.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(ASCII.hexValue), let low = iterator.next().flatMap(ASCII.hexValue)
            else { throw .malformedURL }
            bytes.append(high << 4 | low)
        }
        if bytes.allSatisfy({ $0 < 0x80 }) {
            try validateASCII(bytes, allowsSlash: allowsSlash, percent: percent)
            return String(decoding: bytes, as: UTF8.self)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces invalid UTF-8 with U+FFFD, so a changed byte sequence means
        // the escapes did not spell valid UTF-8.
        guard decoded.utf8.elementsEqual(bytes) else { throw .malformedURL }
        try validate(decoded, allowsSlash: allowsSlash, percent: percent)
        return decoded
    }

    /// The text of raw bytes without a `%`, checked in the same pass that looks for one;
    /// `nil` when there is a `%` to decode.
    ///
    /// Raw bytes without escapes need no decoding, and no check beyond `validateASCII`'s;
    /// a refused byte is reported only once the whole piece is known to hold no escape,
    /// whose errors come first.
    private static func plain(_ raw: ArraySlice<UInt8>, allowsSlash: Bool) throws(DeepLinkError) -> String? {
        var refused = false
        for byte in raw {
            if byte == UInt8(ascii: "%") { return nil }
            if byte < 0x20 || byte == 0x7F || (!allowsSlash && byte == UInt8(ascii: "/")) { refused = true }
        }
        guard !refused else { throw .disallowedCharacter }
        return String(decoding: raw, as: UTF8.self)
    }

    /// Refuses decoded text that is dangerous to hand to a screen or to decode again.
    ///
    /// - Throws: ``DeepLinkError/disallowedCharacter`` for `/` (unless allowed) and every
    ///   scalar ``isInvisible(_:)`` refuses (a backslash is a value's own character, as in
    ///   a JSON payload); ``DeepLinkError/doubleEncoded`` when a
    ///   percent escape survives decoding; ``DeepLinkError/malformedURL`` for any other `%`
    ///   when `percent` refuses it, as text Foundation's `URL` may have repaired from a
    ///   broken escape (`%zz` → `%25zz`).
    static func validate(_ decoded: String, allowsSlash: Bool, percent: PercentSign) throws(DeepLinkError) {
        for scalar in decoded.unicodeScalars {
            if isInvisible(scalar) || (!allowsSlash && scalar == "/") {
                throw .disallowedCharacter
            }
        }
        try checkPercent(Array(decoded.utf8), percent: percent)
    }

    /// ``validate(_:allowsSlash:)`` for text that is all ASCII, byte by byte.
    private static func validateASCII(_ bytes: [UInt8], allowsSlash: Bool, percent: PercentSign)
        throws(DeepLinkError)
    {
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F || (!allowsSlash && byte == UInt8(ascii: "/")) { throw .disallowedCharacter }
        }
        try checkPercent(bytes, percent: percent)
    }

    /// Refuses a decoded `%` that makes the value ambiguous: ``DeepLinkError/doubleEncoded``
    /// when it starts an escape, so no code that decodes the value again reads something
    /// else; ``DeepLinkError/malformedURL`` for any other when `percent` refuses it.
    private static func checkPercent(_ bytes: [UInt8], percent: PercentSign) throws(DeepLinkError) {
        for index in bytes.indices where bytes[index] == UInt8(ascii: "%") {
            let isEscape =
                index + 2 < bytes.endIndex && ASCII.hexValue(bytes[index + 1]) != nil
                && ASCII.hexValue(bytes[index + 2]) != nil
            if isEscape { throw .doubleEncoded }
            if percent == .refused { throw .malformedURL }
        }
    }

    /// Whether a scalar is one a screen must not receive because the user cannot see it or
    /// it changes how the text around it reads.
    ///
    /// Derived from Unicode properties rather than a list, so new characters of a class
    /// are refused with it: controls (`Cc`), format characters (`Cf`: direction marks and
    /// overrides, zero-width characters, soft hyphen, tag characters, interlinear
    /// annotations), line and paragraph separators (`Zl`, `Zp`), surrogates, noncharacters,
    /// bidirectional controls and default-ignorable code points (which include variation
    /// selectors, combining grapheme joiner and Hangul fillers).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        // ASCII needs no table lookup: only its controls are refused.
        if value < 0x80 { return value < 0x20 || value == 0x7F }
        let properties = scalar.properties
        switch properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate:
            return true
        default:
            return properties.isDefaultIgnorableCodePoint || properties.isBidiControl
                || properties.isNoncharacterCodePoint
        }
    }

    /// Encodes every byte except the unreserved ones, so the result is one segment or one
    /// query component whatever the text holds.
    static func encode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            if ASCII.isUnreserved(byte) {
                bytes.append(byte)
            } else {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
