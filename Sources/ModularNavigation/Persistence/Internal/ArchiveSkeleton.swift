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
    /// Whether the tabs have a stack above them, held after the presentations.
    var hasAboveTabs = false
    var presentationCount = 0
    var stacks: [Stack] = []
    var ids: [UInt64] = []
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
        guard scanner.expect(#"{"formatVersion":"#),
            scanner.unsigned() == UInt64(NavigationArchive.stackAndTabsFormatVersion),
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
            guard scanner.expect(#","tabs":{"#) else { return nil }
            if scanner.expect(#""above":"#) {
                guard scanStack(&scanner), scanner.take(UInt8(ascii: ",")) else { return nil }
                hasAboveTabs = true
            }
            guard scanner.expect(#""items":["#) else { return nil }
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
        return true
    }
}
