#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// Deep links resolved by splitting the path once and looking up its literal prefix in a
/// dictionary.
///
/// Models the hand-written router a competent user reaches for when handler chains get
/// long: `[String: Handler]` keyed by the literal part of each path (`section12`,
/// `shop/item13`), so finding the handler costs one hash of a short key per prefix length
/// instead of a walk over every handler. The handler then checks the rest of the path.
public struct LiteralPathDictionary {
    private var handlers: [String: [PathPattern]] = [:]
    /// The longest literal prefix registered, in segments.
    private var longestPrefix = 0

    public init() {}

    /// Registers a pattern under the literal segments before its first parameter.
    public mutating func register(_ segments: [PathPattern.Segment], build: @escaping ([Int], [String]) -> LinkValue) {
        var literals: [String] = []
        for segment in segments {
            guard case .literal(let text) = segment else { break }
            literals.append(text)
        }
        let remainder = Array(segments.dropFirst(literals.count))
        handlers[literals.joined(separator: "/"), default: []].append(PathPattern(remainder, build: build))
        longestPrefix = max(longestPrefix, literals.count)
    }

    /// The value of the pattern whose literal prefix and remainder fit the URL's path.
    public func resolve(_ url: URL) -> LinkValue? {
        let segments = url.pathSegments
        var key = ""
        for length in 0...min(longestPrefix, segments.count) {
            if length > 0 {
                if length > 1 { key += "/" }
                key += segments[length - 1]
            }
            guard let candidates = handlers[key] else { continue }
            for pattern in candidates {
                if let value = pattern.match(segments[length...]) { return value }
            }
        }
        return nil
    }
}
