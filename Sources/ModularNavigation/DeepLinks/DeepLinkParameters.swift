#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The decoded parameters of a matched URL, read with the types a route needs.
///
/// A route's build closure receives this value and asks for what its pattern declares.
/// Every read is typed and every failure is a ``DeepLinkError``, so a route never sees a
/// value its type cannot hold:
///
/// ```swift
/// DeepLinkRoute("/detail/:id") { params in
///     .detail(try params.value("id", in: 0...))
/// }
/// ```
///
/// Values convert with `LosslessStringConvertible` (`String`, `Int`, `Bool`, …), with
/// `RawRepresentable` over such a raw value, or as `UUID`. Integers must be written the
/// way Swift prints them: `+7`, `007` and `-0` are refused, so that every accepted link has
/// one spelling and round-trips. Values are percent-decoded exactly once; in query items a
/// `+` stays a plus sign (links this package writes encode spaces as `%20`).
///
/// A value never holds a character the user cannot see or that changes how the text
/// around it reads: controls, format characters, line and paragraph separators,
/// bidirectional controls, default-ignorable code points (zero-width characters, soft
/// hyphen, variation selectors, tag characters) and noncharacters, all found by their
/// Unicode properties. A `%` in a value comes from a single-encoded `%25` (a coupon
/// `SAVE%25` reads `SAVE%`), never from a `%` that starts an escape again (`%2541`,
/// refused as ``DeepLinkError/doubleEncoded``), so no code that decodes a value again reads
/// something else; a `URL` value that Foundation may have repaired holds none. Such links
/// fail before a route sees them.
public struct DeepLinkParameters: Hashable, Sendable {
    /// Decoded path parameters by name; tails are joined with `/`.
    public var path: [String: String] {
        var path: [String: String] = [:]
        forEachParameter { name, position, isTail in
            path[name] = isTail ? segments[position...].joined(separator: "/") : segments[position]
        }
        return path
    }
    /// Decoded query items by name, for names given once; a name given more than once
    /// is read with ``values(_:)``.
    ///
    /// The URL's query items and those of a fragment that is a path (`#/room/x?via=a`)
    /// are read alike. An item without `=` (`?flag`) has the empty value; an empty item
    /// (`a=1&&b=2`) is skipped.
    public var query: [String: String] { items.single }
    /// The lowercased host of an `https` link, such as `mastodon.social`; `nil` for a
    /// custom-scheme link (whose host is the path's first segment) and for a bare path.
    ///
    /// Tables whose origins accept hosts they do not list
    /// (``DeepLinkOrigins/anyHost(schemes:)``) read the server a link names here.
    public let host: String?
    /// The link's fragment, the text after its `#`, decoded once; `nil` when it has none.
    ///
    /// A route whose pattern has no fragment part still reads it here: a web link's
    /// `#section`, or an OAuth callback's `#access_token=…`.
    public let fragment: String?
    /// The matched pattern's own segments, which name the parameters by position.
    ///
    /// Parameters are read from the URL's segments where the pattern names them, rather
    /// than copied into dictionaries when the URL resolves: a route reads one or two.
    private let pattern: DeepLinkPattern.Segments
    /// Where the pattern's own segments start among the URL's, after its mount prefixes.
    private let offset: Int
    /// The URL's decoded path segments.
    private let segments: [String]
    /// The query items, repeated ones included.
    private let items: QueryItems
    /// The text the link was read from, and whether it named an origin.
    private let text: String
    private let isAbsolute: Bool

    init(pattern: DeepLinkPattern.Segments, offset: Int, segments: [String], link: ParsedURL) {
        self.pattern = pattern
        self.offset = offset
        self.segments = segments
        self.items = link.query
        self.host = link.host
        self.fragment = link.fragment
        self.text = link.text
        self.isAbsolute = link.host != nil || link.scheme != nil
    }

    /// The whole link, as it arrived: for a route that hands it on, such as an OAuth
    /// callback's to the authentication session; `nil` for a bare path
    /// (``DeepLinkTable/resolve(path:)``).
    public var url: URL? {
        isAbsolute ? URL(string: text) : nil
    }

    /// Decoded tail segments by name.
    var tails: [String: [String]] {
        var tails: [String: [String]] = [:]
        forEachParameter { name, position, isTail in
            if isTail { tails[name] = Array(segments[position...]) }
        }
        return tails
    }

    /// Calls `body` with each parameter's name and position, and whether it is a tail.
    private func forEachParameter(_ body: (String, Int, Bool) -> Void) {
        for (index, segment) in pattern.enumerated() where offset + index < segments.count {
            let position = offset + index
            switch segment {
            case .literal: continue
            case .parameter(let name, _): body(name, position, false)
            case .wildcard(let name): body(name, position, true)
            }
        }
    }

    /// The position of the parameter a name refers to, and whether it is a tail.
    private func position(of name: String) -> (position: Int, isTail: Bool)? {
        for (index, segment) in pattern.enumerated() where offset + index < segments.count {
            let position = offset + index
            switch segment {
            case .literal: continue
            case .parameter(let parameter, _): if parameter == name { return (position, false) }
            case .wildcard(let tail): if tail == name { return (position, true) }
            }
        }
        return nil
    }

    /// Whether two sets of parameters read alike: the same path parameters, tails, query
    /// items, host and fragment, whatever patterns they came from.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.path == rhs.path && lhs.tails == rhs.tails && lhs.items == rhs.items && lhs.host == rhs.host
            && lhs.fragment == rhs.fragment
    }

    /// Hashes what ``==(_:_:)`` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(path)
        hasher.combine(tails)
        hasher.combine(items)
        hasher.combine(host)
        hasher.combine(fragment)
    }

    // MARK: Path parameters

    /// Reads a path parameter.
    ///
    /// - Parameters:
    ///   - name: The parameter's name in the pattern, without the colon.
    ///   - type: The type to read; usually inferred.
    /// - Throws: ``DeepLinkError/invalidParameter(name:)`` when the text does not convert;
    ///   ``DeepLinkError/undeclaredParameter(_:)`` when the pattern has no such parameter.
    public func value<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value
    {
        try Self.convert(pathText(name), name: name)
    }

    /// Reads a path parameter of a type that wraps a raw value, such as a `String` enum.
    ///
    /// - Parameters:
    ///   - name: The parameter's name in the pattern, without the colon.
    ///   - type: The type to read; usually inferred.
    /// - Throws: ``DeepLinkError/invalidParameter(name:)`` when the text names no value.
    public func value<Value: RawRepresentable>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value where Value.RawValue: LosslessStringConvertible
    {
        try Self.convertRaw(pathText(name), name: name)
    }

    /// Reads a path parameter as a UUID, in either letter case.
    ///
    /// - Parameters:
    ///   - name: The parameter's name in the pattern, without the colon.
    ///   - type: `UUID.self`; usually inferred.
    /// - Throws: ``DeepLinkError/invalidParameter(name:)`` when the text is not a UUID.
    public func value(_ name: String, as type: UUID.Type = UUID.self) throws(DeepLinkError) -> UUID {
        try Self.convertUUID(pathText(name), name: name)
    }

    /// Reads a path parameter and checks that it lies in a range, such as `0...` for
    /// identifiers that are never negative.
    ///
    /// - Parameters:
    ///   - name: The parameter's name in the pattern, without the colon.
    ///   - range: The values the route accepts.
    /// - Throws: ``DeepLinkError/invalidParameter(name:)`` when the text does not convert or
    ///   the value lies outside `range`.
    public func value<Value: LosslessStringConvertible & Comparable>(
        _ name: String,
        in range: some RangeExpression<Value>
    ) throws(DeepLinkError) -> Value {
        let value: Value = try value(name)
        guard range.contains(value) else { throw .invalidParameter(name: name) }
        return value
    }

    /// Reads a path parameter as text; shorthand for `value(name, as: String.self)`.
    ///
    /// - Parameter name: The parameter's name in the pattern, without the colon.
    public func string(_ name: String) throws(DeepLinkError) -> String {
        try pathText(name)
    }

    /// Reads a path parameter as an `Int`; shorthand for `value(name, as: Int.self)`.
    ///
    /// - Parameter name: The parameter's name in the pattern, without the colon.
    public func int(_ name: String) throws(DeepLinkError) -> Int {
        try value(name)
    }

    /// Reads the segments a tail (`*name`) matched, first to last; never empty.
    ///
    /// - Parameter name: The tail's name in the pattern, without the star.
    /// - Throws: ``DeepLinkError/undeclaredParameter(_:)`` when the pattern has no such tail.
    public func tail(_ name: String) throws(DeepLinkError) -> [String] {
        guard let (position, isTail) = position(of: name), isTail else { throw .undeclaredParameter(name) }
        return Array(segments[position...])
    }

    // MARK: Query items

    /// Reads a required query item.
    ///
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The type to read; usually inferred.
    /// - Throws: ``DeepLinkError/missingQueryItem(_:)`` when absent;
    ///   ``DeepLinkError/duplicateQueryItem(_:)`` when given more than once;
    ///   ``DeepLinkError/invalidParameter(name:)`` when it does not convert.
    public func query<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value
    {
        try Self.required(optionalQuery(name, as: type), name: name)
    }

    /// Reads a required query item of a type that wraps a raw value.
    ///
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The type to read; usually inferred.
    /// - Throws: ``DeepLinkError/missingQueryItem(_:)`` when absent;
    ///   ``DeepLinkError/duplicateQueryItem(_:)`` when given more than once;
    ///   ``DeepLinkError/invalidParameter(name:)`` when it names no value.
    public func query<Value: RawRepresentable>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value where Value.RawValue: LosslessStringConvertible
    {
        try Self.required(optionalQuery(name, as: type), name: name)
    }

    /// Reads a required query item as a UUID.
    ///
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: `UUID.self`; usually inferred.
    /// - Throws: ``DeepLinkError/missingQueryItem(_:)`` when absent;
    ///   ``DeepLinkError/duplicateQueryItem(_:)`` when given more than once;
    ///   ``DeepLinkError/invalidParameter(name:)`` when it is not a UUID.
    public func query(_ name: String, as type: UUID.Type = UUID.self) throws(DeepLinkError) -> UUID {
        try Self.required(optionalQuery(name, as: type), name: name)
    }

    /// Reads an optional query item: `nil` when absent, an error when present but invalid
    /// or given more than once (``DeepLinkError/duplicateQueryItem(_:)``).
    ///
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The type to read; usually inferred.
    /// - Throws: ``DeepLinkError/invalidParameter(name:)`` when present and not convertible.
    public func optionalQuery<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value?
    {
        guard let text = try items.value(name) else { return nil }
        return try Self.convert(text, name: name) as Value
    }

    /// Reads an optional query item of a type that wraps a raw value.
    ///
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The type to read; usually inferred.
    /// - Throws: ``DeepLinkError/invalidParameter(name:)`` when present and naming no value.
    public func optionalQuery<Value: RawRepresentable>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> Value? where Value.RawValue: LosslessStringConvertible
    {
        guard let text = try items.value(name) else { return nil }
        return try Self.convertRaw(text, name: name) as Value
    }

    /// Reads an optional query item as a UUID.
    ///
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: `UUID.self`; usually inferred.
    /// - Throws: ``DeepLinkError/invalidParameter(name:)`` when present and not a UUID.
    public func optionalQuery(_ name: String, as type: UUID.Type = UUID.self) throws(DeepLinkError) -> UUID? {
        guard let text = try items.value(name) else { return nil }
        return try Self.convertUUID(text, name: name)
    }

    // MARK: Repeated query items

    /// Every value given for a query item, in order: `via=a&via=b` reads `["a", "b"]`;
    /// empty when absent.
    ///
    /// The reads of one value, `query(_:)` and `optionalQuery(_:)`, refuse a name given
    /// more than once as ``DeepLinkError/duplicateQueryItem(_:)`` rather than pick one.
    ///
    /// - Parameter name: The query item's name.
    public func values(_ name: String) -> [String] {
        items.values(name)
    }

    /// Every value given for a query item, in order, each converted; empty when absent.
    ///
    /// - Parameters:
    ///   - name: The query item's name.
    ///   - type: The type to read; usually inferred.
    /// - Throws: ``DeepLinkError/invalidParameter(name:)`` when a value does not convert.
    public func values<Value: LosslessStringConvertible>(_ name: String, as type: Value.Type = Value.self)
        throws(DeepLinkError) -> [Value]
    {
        var values: [Value] = []
        for text in items.values(name) {
            values.append(try Self.convert(text, name: name))
        }
        return values
    }

    // MARK: Conversion

    private func pathText(_ name: String) throws(DeepLinkError) -> String {
        guard let (position, isTail) = position(of: name) else { throw .undeclaredParameter(name) }
        return isTail ? segments[position...].joined(separator: "/") : segments[position]
    }

    /// A required query item is an optional one that must be there: one reading rule for
    /// both, and absence the only difference.
    private static func required<Value>(_ value: Value?, name: String) throws(DeepLinkError) -> Value {
        guard let value else { throw .missingQueryItem(name) }
        return value
    }

    private static func convert<Value: LosslessStringConvertible>(_ text: String, name: String)
        throws(DeepLinkError) -> Value
    {
        guard let value = Value(text) else { throw .invalidParameter(name: name) }
        // Integers have one spelling: the one Swift prints.
        if value is any BinaryInteger, value.description != text { throw .invalidParameter(name: name) }
        // A number a state could not save or compare with itself is no parameter: `nan`, `inf`.
        if let number = value as? any FloatingPoint, !number.isFinite { throw .invalidParameter(name: name) }
        return value
    }

    private static func convertRaw<Value: RawRepresentable>(_ text: String, name: String) throws(DeepLinkError) -> Value
    where Value.RawValue: LosslessStringConvertible {
        let raw: Value.RawValue = try convert(text, name: name)
        guard let value = Value(rawValue: raw) else { throw .invalidParameter(name: name) }
        return value
    }

    private static func convertUUID(_ text: String, name: String) throws(DeepLinkError) -> UUID {
        guard let value = UUID(uuidString: text) else { throw .invalidParameter(name: name) }
        return value
    }
}
