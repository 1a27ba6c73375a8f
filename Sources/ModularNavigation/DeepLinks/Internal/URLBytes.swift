/// The UTF-8 bytes of a URL's text, read by byte offset.
///
/// The deep-link reader splits and checks a URL on this view instead of on `Substring`s,
/// whose `Character` indexing made splitting most of the cost of a resolve. The bytes are
/// copied once into an array and read through its bounds-checked subscript: a URL is
/// outside input, so no offset computed from it reaches memory unchecked.
struct URLBytes {
    private let bytes: [UInt8]

    init(_ text: String) {
        bytes = Array(text.utf8)
    }

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    var count: Int { bytes.count }

    /// Every offset of the text.
    var all: Range<Int> { 0..<bytes.count }

    subscript(offset: Int) -> UInt8 { bytes[offset] }

    /// The bytes of a range, for decoding.
    func slice(_ range: Range<Int>) -> ArraySlice<UInt8> {
        bytes[range]
    }

    /// Whether every byte may appear raw in a URL.
    var allAllowedInURL: Bool {
        // The set is read once rather than through its lazy global on every byte.
        let allowed = ASCII.allowedInURL
        return bytes.allSatisfy(allowed.contains)
    }

    /// How many times a byte occurs in a range.
    func count(of byte: UInt8, in range: Range<Int>) -> Int {
        var count = 0
        for index in range where bytes[index] == byte { count += 1 }
        return count
    }

    func allSatisfy(_ range: Range<Int>, _ predicate: (UInt8) -> Bool) -> Bool {
        bytes[range].allSatisfy(predicate)
    }

    /// Whether every byte of a range is in a set; the set is read once, not through its
    /// lazy global at every byte.
    func allSatisfy(_ range: Range<Int>, in set: ByteSet) -> Bool {
        for index in range where !set.contains(bytes[index]) { return false }
        return true
    }

    /// Whether the range (the whole text by default) begins with an ASCII prefix.
    func starts(with prefix: String, in range: Range<Int>? = nil) -> Bool {
        bytes[range ?? all].starts(with: prefix.utf8)
    }

    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        bytes[range].firstIndex(of: byte)
    }

    func lastIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        bytes[range].lastIndex(of: byte)
    }

    /// Whether a range is the dot segment `.` or `..`, raw.
    func isDotSegment(_ range: Range<Int>) -> Bool {
        (1...2).contains(range.count) && bytes[range].allSatisfy { $0 == UInt8(ascii: ".") }
    }

    /// The text of a range; the reader calls it only on ASCII ranges.
    func string(_ range: Range<Int>, lowercased: Bool) -> String {
        let text = String(decoding: bytes[range], as: UTF8.self)
        return lowercased ? ASCII.lowercased(text) : text
    }

    /// Whether a range, with its ASCII letters lowercased, holds exactly the UTF-8 of `text`.
    func equalsLowercased(_ range: Range<Int>, _ text: String) -> Bool {
        bytes[range].lazy.map(ASCII.lowercased).elementsEqual(text.utf8)
    }

    /// Splits a range into what comes before its first `?`, the query up to the first
    /// `#`, and the fragment after it (which may hold `?` and `#` of its own).
    func splitQuery(_ range: Range<Int>) -> (path: Range<Int>, query: Range<Int>?, fragment: Range<Int>?) {
        // One pass to whichever of `?` and `#` comes first: a `?` after the `#` is the
        // fragment's.
        guard let index = bytes[range].firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") })
        else { return (range, nil, nil) }
        guard bytes[index] == UInt8(ascii: "?") else {
            return (range.lowerBound..<index, nil, index + 1..<range.upperBound)
        }
        guard let hash = firstIndex(of: UInt8(ascii: "#"), in: index + 1..<range.upperBound) else {
            return (range.lowerBound..<index, index + 1..<range.upperBound, nil)
        }
        return (range.lowerBound..<index, index + 1..<hash, hash + 1..<range.upperBound)
    }

    /// Appends the pieces of a range between separators, empty ones included: `n`
    /// separators give `n + 1` pieces.
    func split(_ range: Range<Int>, at separator: UInt8, into pieces: inout [Range<Int>]) {
        // Counted first, so that the list is allocated once: grown one piece at a time,
        // it was reallocated two or three times on every link resolved.
        let separators = bytes[range].reduce(0) { $1 == separator ? $0 + 1 : $0 }
        pieces.reserveCapacity(pieces.count + separators + 1)
        var start = range.lowerBound
        for index in range where bytes[index] == separator {
            pieces.append(start..<index)
            start = index + 1
        }
        pieces.append(start..<range.upperBound)
    }
}
