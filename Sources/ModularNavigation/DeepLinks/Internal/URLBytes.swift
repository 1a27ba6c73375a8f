/// The UTF-8 bytes of a URL's text, read by byte offset.
///
/// The deep-link reader splits and checks a URL on this view instead of on `Substring`s,
/// whose `Character` indexing made splitting most of the cost of a resolve. Offsets are
/// plain `Int`s into the text; a value lives only inside ``read(_:_:)``.
struct URLBytes {
    private let buffer: UnsafeBufferPointer<UInt8>

    /// Calls `body` with the bytes of `text`, without copying them when the string is
    /// stored contiguously, as native strings are.
    static func read<Value>(_ text: String, _ body: (URLBytes) throws(DeepLinkError) -> Value) throws(DeepLinkError)
        -> Value
    {
        func run(_ buffer: UnsafeBufferPointer<UInt8>) -> Result<Value, DeepLinkError> {
            do throws(DeepLinkError) {
                return .success(try body(URLBytes(buffer: buffer)))
            } catch {
                return .failure(error)
            }
        }
        let outcome = text.utf8.withContiguousStorageIfAvailable(run) ?? Array(text.utf8).withUnsafeBufferPointer(run)
        switch outcome {
        case .success(let value): return value
        case .failure(let error): throw error
        }
    }

    var count: Int { buffer.count }

    /// Every offset of the text.
    var all: Range<Int> { 0..<buffer.count }

    subscript(offset: Int) -> UInt8 { buffer[offset] }

    /// The bytes of a range, for decoding.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: buffer[range])
    }

    /// Whether every byte may appear raw in a URL.
    var allAllowedInURL: Bool {
        // The set is read once rather than through its lazy global on every byte.
        let allowed = ASCII.allowedInURL
        for byte in buffer where !allowed.contains(byte) { return false }
        return true
    }

    /// How many times a byte occurs in a range.
    func count(of byte: UInt8, in range: Range<Int>) -> Int {
        var count = 0
        for index in range where buffer[index] == byte { count += 1 }
        return count
    }

    func allSatisfy(_ range: Range<Int>, _ predicate: (UInt8) -> Bool) -> Bool {
        buffer[range].allSatisfy(predicate)
    }

    /// Whether the range (the whole text by default) begins with an ASCII prefix.
    func starts(with prefix: StaticString, in range: Range<Int>? = nil) -> Bool {
        let range = range ?? all
        guard range.count >= prefix.utf8CodeUnitCount else { return false }
        for index in 0..<prefix.utf8CodeUnitCount where buffer[range.lowerBound + index] != prefix.utf8Start[index] {
            return false
        }
        return true
    }

    func firstIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        buffer[range].firstIndex(of: byte)
    }

    func lastIndex(of byte: UInt8, in range: Range<Int>) -> Int? {
        buffer[range].lastIndex(of: byte)
    }

    /// Whether a range is the dot segment `.` or `..`, raw.
    func isDotSegment(_ range: Range<Int>) -> Bool {
        (1...2).contains(range.count) && buffer[range].allSatisfy { $0 == UInt8(ascii: ".") }
    }

    /// The text of a range; the reader calls it only on ASCII ranges.
    func string(_ range: Range<Int>, lowercased: Bool) -> String {
        let text = String(decoding: slice(range), as: UTF8.self)
        return lowercased ? ASCII.lowercased(text) : text
    }

    /// Whether a range, with its ASCII letters lowercased, holds exactly the UTF-8 of `text`.
    func equalsLowercased(_ range: Range<Int>, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { utf8 in
            guard utf8.count == range.count else { return false }
            for (offset, byte) in utf8.enumerated() where ASCII.lowercased(buffer[range.lowerBound + offset]) != byte {
                return false
            }
            return true
        }
    }

    /// Splits a range at its first `?`, after dropping a fragment (`#…`).
    func splitQuery(_ range: Range<Int>) -> (path: Range<Int>, query: Range<Int>?) {
        // One pass to whichever of `?` and `#` comes first: a `?` after the `#` is the
        // fragment's.
        guard let index = buffer[range].firstIndex(where: { $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") })
        else { return (range, nil) }
        guard buffer[index] == UInt8(ascii: "?") else { return (range.lowerBound..<index, nil) }
        let end = firstIndex(of: UInt8(ascii: "#"), in: index + 1..<range.upperBound) ?? range.upperBound
        return (range.lowerBound..<index, index + 1..<end)
    }

    /// Appends the pieces of a range between separators, empty ones included: `n`
    /// separators give `n + 1` pieces.
    func split(_ range: Range<Int>, at separator: UInt8, into pieces: inout [Range<Int>]) {
        var start = range.lowerBound
        for index in range where buffer[index] == separator {
            pieces.append(start..<index)
            start = index + 1
        }
        pieces.append(start..<range.upperBound)
    }
}
