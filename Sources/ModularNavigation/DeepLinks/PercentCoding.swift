/// Byte classes of RFC 3986 that the deep-link reader and writer rely on.
enum ASCII {
    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Unreserved characters: letters, digits, `-`, `.`, `_` and `~`.
    static func isUnreserved(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || "-._~".utf8.contains(byte)
    }

    /// Characters that may appear raw in a URL: unreserved, reserved and `%`.
    static func isAllowedInURL(_ byte: UInt8) -> Bool {
        isUnreserved(byte) || ":/?#[]@!$&'()*+,;=%".utf8.contains(byte)
    }

    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }
}

/// Percent-decoding and -encoding of single path segments and query components.
enum PercentCoding {
    /// Decodes percent escapes exactly once and checks what they decoded to.
    ///
    /// - Parameters:
    ///   - text: A raw segment or query component, as it appears in the URL.
    ///   - allowsSlash: Whether the decoded text may hold `/` (query values may; path
    ///     segments may not, so that `%2F` cannot smuggle in an extra segment).
    /// - Throws: ``DeepLinkError/malformedURL`` for a broken escape or invalid UTF-8, and
    ///   whatever ``validate(_:allowsSlash:)`` throws.
    static func decode(_ text: Substring, allowsSlash: Bool) throws(DeepLinkError) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(ASCII.hexValue), let low = iterator.next().flatMap(ASCII.hexValue)
            else { throw .malformedURL }
            bytes.append(high << 4 | low)
        }
        let decoded = String(decoding: bytes, as: UTF8.self)
        // Decoding replaces invalid UTF-8 with U+FFFD, so a changed byte sequence means
        // the escapes did not spell valid UTF-8.
        guard decoded.utf8.elementsEqual(bytes) else { throw .malformedURL }
        try validate(decoded, allowsSlash: allowsSlash)
        return decoded
    }

    /// Refuses decoded text that is dangerous to hand to a screen or to decode again.
    ///
    /// - Throws: ``DeepLinkError/disallowedCharacter`` for control characters, `\`, `/`
    ///   (unless allowed) and invisible direction or zero-width characters;
    ///   ``DeepLinkError/doubleEncoded`` when a percent escape survives decoding.
    static func validate(_ decoded: String, allowsSlash: Bool) throws(DeepLinkError) {
        for scalar in decoded.unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || (0x7F...0x9F).contains(value)
            let isInvisible =
                (0x200B...0x200F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || value == 0xFEFF
            if isControl || isInvisible || scalar == "\\" || (!allowsSlash && scalar == "/") {
                throw .disallowedCharacter
            }
        }
        let bytes = Array(decoded.utf8)
        for index in bytes.indices where bytes[index] == UInt8(ascii: "%") && index + 2 < bytes.count {
            if ASCII.hexValue(bytes[index + 1]) != nil && ASCII.hexValue(bytes[index + 2]) != nil {
                throw .doubleEncoded
            }
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
