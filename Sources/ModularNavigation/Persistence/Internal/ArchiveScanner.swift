/// A cursor over the bytes of an archive.
struct ArchiveScanner {
    let bytes: UnsafeRawBufferPointer
    private(set) var index = 0

    init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index == bytes.count }

    /// Consumes one byte when it is `byte`.
    mutating func take(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Consumes `literal` when the bytes start with it.
    mutating func expect(_ literal: StaticString) -> Bool {
        literal.withUTF8Buffer { literal in
            guard bytes.count - index >= literal.count else { return false }
            for offset in 0..<literal.count where bytes[index + offset] != literal[offset] {
                return false
            }
            index += literal.count
            return true
        }
    }

    /// An integer as `JSONEncoder` writes one: an optional minus, digits, no leading zero,
    /// no fraction or exponent; `nil` for anything else or out of range.
    mutating func signed() -> Int? {
        let negative = take(UInt8(ascii: "-"))
        guard let magnitude = unsigned() else { return nil }
        if negative {
            guard magnitude <= UInt64(Int.max) + 1 else { return nil }
            return magnitude == UInt64(Int.max) + 1 ? Int.min : -Int(magnitude)
        }
        return magnitude <= UInt64(Int.max) ? Int(magnitude) : nil
    }

    /// A non-negative integer as `JSONEncoder` writes one; `nil` for anything else or on
    /// overflow.
    mutating func unsigned() -> UInt64? {
        let start = index
        var value: UInt64 = 0
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
            let (times, overflowTimes) = value.multipliedReportingOverflow(by: 10)
            let (sum, overflowSum) = times.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
            guard !overflowTimes, !overflowSum else { return nil }
            value = sum
            index += 1
        }
        let length = index - start
        guard length > 0, length == 1 || bytes[start] != UInt8(ascii: "0"), isAtDelimiter else { return nil }
        return value
    }

    /// Copies one JSON value into a JSON array being built.
    ///
    /// A comma goes first unless the value is the array's first. Only the value's extent
    /// is found here; the decoder checks its content.
    mutating func copyValue(to buffer: inout [UInt8]) -> Bool {
        let start = index
        guard skipValue(nestingLimit: Self.nestingLimit) else { return false }
        if let last = buffer.last, last != UInt8(ascii: "[") { buffer.append(UInt8(ascii: ",")) }
        buffer.append(contentsOf: UnsafeRawBufferPointer(rebasing: bytes[start..<index]))
        return true
    }

    /// The extent of one JSON value, which the cursor moves past.
    mutating func valueRange() -> Range<Int>? {
        let start = index
        return skipValue(nestingLimit: .max) ? start..<index : nil
    }

    /// How deep a copied value may nest: well under the decoder's own limit, so that a
    /// value it would refuse inside the archive is not accepted in the shallower copy.
    private static let nestingLimit = 256

    /// Moves past one JSON value: a string; an object or array up to the bracket that
    /// balances it; or a number or literal up to the next delimiter.
    private mutating func skipValue(nestingLimit: Int) -> Bool {
        guard index < bytes.count else { return false }
        switch bytes[index] {
        case UInt8(ascii: "\""):
            return skipString()
        case UInt8(ascii: "{"), UInt8(ascii: "["):
            var depth = 0
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "\""):
                    guard skipString() else { return false }
                    continue
                case UInt8(ascii: "{"), UInt8(ascii: "["):
                    depth += 1
                    guard depth <= nestingLimit else { return false }
                case UInt8(ascii: "}"), UInt8(ascii: "]"):
                    depth -= 1
                    if depth == 0 {
                        index += 1
                        return true
                    }
                default:
                    break
                }
                index += 1
            }
            return false
        default:
            let start = index
            while !isAtDelimiter { index += 1 }
            return index > start
        }
    }

    /// Whether the cursor is at the end or at a byte that ends a number or literal.
    private var isAtDelimiter: Bool {
        guard index < bytes.count else { return true }
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"): return true
        default: return false
        }
    }

    /// Moves past a string, its escapes included.
    private mutating func skipString() -> Bool {
        index += 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""):
                index += 1
                return true
            default: index += 1
            }
        }
        return false
    }
}
