/// Byte classes of RFC 3986 that the deep-link reader and writer rely on.
enum ASCII {
    static func isLetter(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
    }

    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Letters, digits, `+`, `-` and `.`: what a scheme holds after its first letter.
    static func isSchemeCharacter(_ byte: UInt8) -> Bool {
        isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: ".")
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
        unreserved.contains(byte)
    }

    // Byte classes as bit sets, so a check is a shift and a mask rather than a search:
    // every byte of every URL is checked against `allowedInURL`.
    static let unreserved = ByteSet(letters: true, digits: true, "-._~")
    /// Characters that may appear raw in a URL: unreserved, reserved and `%`.
    static let allowedInURL = ByteSet(letters: true, digits: true, "-._~:/?#[]@!$&'()*+,;=%")

    static func isASCII(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// The text with ASCII letters lowercased and every other byte kept.
    static func lowercased(_ text: String) -> String {
        guard text.utf8.contains(where: isUppercase) else { return text }
        return String(decoding: text.utf8.map { isUppercase($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }

    private static func isUppercase(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The byte with an ASCII capital letter lowercased.
    static func lowercased(_ byte: UInt8) -> UInt8 {
        isUppercase(byte) ? byte | 0x20 : byte
    }
}

/// A set of ASCII bytes, as two 64-bit masks.
struct ByteSet: Sendable {
    private var low: UInt64 = 0
    private var high: UInt64 = 0

    init(letters: Bool, digits: Bool, _ others: String) {
        for byte in UInt8(0)..<0x80 {
            let letter =
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            if (letters && letter) || (digits && ASCII.isDigit(byte)) || others.utf8.contains(byte) { insert(byte) }
        }
    }

    private mutating func insert(_ byte: UInt8) {
        if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
    }

    func contains(_ byte: UInt8) -> Bool {
        if byte < 64 { return low & (1 << UInt64(byte)) != 0 }
        if byte < 128 { return high & (1 << UInt64(byte - 64)) != 0 }
        return false
    }
}
