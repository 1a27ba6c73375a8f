/// The archive being written, taking routes from the encoded values in order.
///
/// Not generic, so that its byte copies compile to plain loops whatever the app's types.
struct ArchiveBytes {
    let values: UnsafeRawBufferPointer
    let routes: [Range<Int>]
    private(set) var nextRoute = 0
    private(set) var bytes: [UInt8] = []

    init(values: UnsafeRawBufferPointer, routes: [Range<Int>], capacity: Int) {
        self.values = values
        self.routes = routes
        bytes.reserveCapacity(capacity)
    }

    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    mutating func append(_ range: Range<Int>) {
        bytes.append(contentsOf: UnsafeRawBufferPointer(rebasing: values[range]))
    }

    mutating func append(_ number: UInt64) {
        var length = 1
        var scale: UInt64 = 10
        while length < 20, number >= scale {
            length += 1
            scale &*= 10
        }
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: length))
        var rest = number
        for position in stride(from: start + length - 1, through: start, by: -1) {
            bytes[position] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
    }

    mutating func append(_ number: Int) {
        if number < 0 { bytes.append(UInt8(ascii: "-")) }
        append(UInt64(number.magnitude))
    }

    /// `{"id":N,"route":ROUTE}` with the next route; past the last one, the caller sees
    /// the count differ.
    mutating func appendEntry(_ id: EntryID) {
        append(#"{"id":"#)
        append(id.rawValue)
        append(#","route":"#)
        if nextRoute < routes.count { append(routes[nextRoute]) }
        nextRoute += 1
        append("}")
    }
}
