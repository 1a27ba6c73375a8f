/// The decoded query items of a link, by name, read from the URL's query and a routable
/// fragment's (`#/room/x?via=a`).
///
/// A name given once holds its value in ``single``; a name given more than once holds
/// every value, in order, in ``repeated`` and none in ``single``, so that no single read
/// guesses which one was meant. Most links repeat nothing, and then only one dictionary
/// is filled.
struct QueryItems: Hashable, Sendable {
    /// The items whose name appears once.
    private(set) var single: [String: String] = [:]
    /// The items whose name appears more than once, every value in order.
    private(set) var repeated: [String: [String]] = [:]
    /// How many items were read, repeats included, for the table's `maxQueryItems`.
    private(set) var count = 0

    /// Every value given for a name, in order; empty when absent.
    func values(_ name: String) -> [String] {
        if let values = repeated[name] { return values }
        return single[name].map { [$0] } ?? []
    }

    /// The value of a name given at most once; ``DeepLinkError/duplicateQueryItem(_:)``
    /// for a name given more than once.
    func value(_ name: String) throws(DeepLinkError) -> String? {
        guard repeated[name] == nil else { throw .duplicateQueryItem(name) }
        return single[name]
    }

    /// Reads the items of a query component (`a=1&b&a=2`) after those read so far.
    ///
    /// Items are split at `&`, and each at its first `=`: an item without one (`?flag`)
    /// has the empty value, an empty item (`a=1&&b=2`) is skipped, and an empty name
    /// (`?=x`) is ``DeepLinkError/malformedURL``.
    mutating func read(
        _ bytes: URLBytes,
        _ range: Range<Int>,
        limits: DeepLinkLimits,
        percent: PercentCoding.PercentSign
    ) throws(DeepLinkError) {
        var items: [Range<Int>] = []
        bytes.split(range, at: UInt8(ascii: "&"), into: &items)
        items.removeAll { $0.isEmpty }
        count += items.count
        guard count <= limits.maxQueryItems else { throw .tooManyQueryItems }
        for item in items {
            let equals = bytes.firstIndex(of: UInt8(ascii: "="), in: item)
            let name = try PercentCoding.decode(
                bytes.slice(item.lowerBound..<(equals ?? item.upperBound)), allowsSlash: false, percent: percent)
            guard !name.isEmpty else { throw .malformedURL }
            let value = try PercentCoding.decode(
                bytes.slice(equals.map { $0 + 1..<item.upperBound } ?? item.upperBound..<item.upperBound),
                allowsSlash: true, percent: percent)
            guard value.utf8.count <= limits.maxParameterLength, name.utf8.count <= limits.maxParameterLength else {
                throw .parameterTooLong(name: name)
            }
            add(value, named: name)
        }
    }

    private mutating func add(_ value: String, named name: String) {
        if repeated[name] != nil {
            repeated[name, default: []].append(value)
        } else if let first = single.updateValue(value, forKey: name) {
            single[name] = nil
            repeated[name] = [first, value]
        }
    }
}
