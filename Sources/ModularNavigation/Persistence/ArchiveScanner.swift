/// The shape of an archive exactly as `ArchiveWriter` writes it, read byte by byte.
///
/// The scanner checks the envelope and the state's structure, and reads identities and
/// counts itself; the values it cannot know — routes, tabs, styles — it copies out,
/// unparsed, into one JSON array that a single `JSONDecoder` pass then decodes. It takes
/// only the exact bytes the library writes (sorted keys, no whitespace, plain integers):
/// anything else makes it give up, and the careful path decides.
struct ArchiveSkeleton {
    /// One stack, in the order the archive holds them.
    ///
    /// Presentations come first, then the base (keys are sorted). A stack's screens are
    /// the next `count` identities and routes, which the archive stores path first and
    /// root last.
    struct Stack {
        var count: Int
    }

    var nextID: UInt64 = 0
    /// `nil` for an app without tabs.
    var selectedIndex: Int?
    var presentationCount = 0
    var stacks: [Stack] = []
    var ids: [UInt64] = []
    var routeCount = 0
    var tabCount = 0
    /// `[[routes…],[tabs…],[styles…]]`, in the order the archive holds them.
    var payload: [UInt8] = []

    /// Scans an archive; `nil` when it is not, byte for byte, a current archive saved
    /// under `schemaVersion`.
    init?(scanning bytes: UnsafeRawBufferPointer, schemaVersion: Int) {
        var scanner = ArchiveScanner(bytes: bytes)
        var tabs: [UInt8] = []
        var styles: [UInt8] = []
        payload.reserveCapacity(bytes.count / 2)
        payload.append(contentsOf: "[[".utf8)
        guard scanner.expect(#"{"formatVersion":"#), scanner.unsigned() == UInt64(NavigationArchive.formatVersion),
            scanner.expect(#","schemaVersion":"#), scanner.signed() == schemaVersion,
            scanner.expect(#","state":{"nextID":"#), let nextID = scanner.unsigned(),
            scanner.expect(#","presentations":["#)
        else { return nil }
        self.nextID = nextID
        while !scanner.take(UInt8(ascii: "]")) {
            guard presentationCount == 0 || scanner.take(UInt8(ascii: ",")), scanner.expect(#"{"stack":"#),
                scanStack(&scanner), scanner.expect(#","style":"#),
                scanner.copyValue(to: &styles), scanner.take(UInt8(ascii: "}"))
            else { return nil }
            presentationCount += 1
        }
        if scanner.expect(#","stack":"#) {
            guard scanStack(&scanner) else { return nil }
        } else {
            guard scanner.expect(#","tabs":{"items":["#) else { return nil }
            while !scanner.take(UInt8(ascii: "]")) {
                guard tabCount == 0 || scanner.take(UInt8(ascii: ",")), scanner.expect(#"{"stack":"#),
                    scanStack(&scanner), scanner.expect(#","tab":"#),
                    scanner.copyValue(to: &tabs), scanner.take(UInt8(ascii: "}"))
                else { return nil }
                tabCount += 1
            }
            guard scanner.expect(#","selectedIndex":"#), let index = scanner.unsigned(), index <= Int.max,
                scanner.take(UInt8(ascii: "}"))
            else { return nil }
            selectedIndex = Int(index)
        }
        guard scanner.expect("}}"), scanner.isAtEnd else { return nil }
        payload.append(contentsOf: "],[".utf8)
        payload.append(contentsOf: tabs)
        payload.append(contentsOf: "],[".utf8)
        payload.append(contentsOf: styles)
        payload.append(contentsOf: "]]".utf8)
    }

    /// `{"path":[entries…],"root":entry}`.
    private mutating func scanStack(_ scanner: inout ArchiveScanner) -> Bool {
        guard scanner.expect(#"{"path":["#) else { return false }
        var count = 0
        while !scanner.take(UInt8(ascii: "]")) {
            guard count == 0 || scanner.take(UInt8(ascii: ",")), scanEntry(&scanner) else { return false }
            count += 1
        }
        guard scanner.expect(#","root":"#), scanEntry(&scanner), scanner.take(UInt8(ascii: "}")) else { return false }
        stacks.append(Stack(count: count + 1))
        return true
    }

    /// `{"id":number,"route":value}`.
    private mutating func scanEntry(_ scanner: inout ArchiveScanner) -> Bool {
        guard scanner.expect(#"{"id":"#), let id = scanner.unsigned(), scanner.expect(#","route":"#),
            scanner.copyValue(to: &payload), scanner.take(UInt8(ascii: "}"))
        else { return false }
        ids.append(id)
        routeCount += 1
        return true
    }
}

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
