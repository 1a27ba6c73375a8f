#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// One deep-link handler in a re-parsing chain: it looks at the URL and either builds a
/// value or passes.
///
/// Models the naive chain, labelled as such in the table (`link.reparsingChain.*`): every
/// handler splits `url.pathComponents` again, as the `DeepLink(url:)` initializers of seed
/// 003 do when they are chained. Competent users parse once first
/// (``ParsedHandlerChain``, ``LiteralPathDictionary``); this one stays to show what
/// parsing once buys.
public protocol URLHandler {
    /// The value this handler builds for the URL, or `nil` to let the next one try.
    func handle(_ url: URL) -> LinkValue?
}

/// Handlers asked in registration order, each re-reading the URL; the first that builds a
/// value wins.
public struct HandlerChain {
    public private(set) var handlers: [any URLHandler] = []

    public init() {}

    public mutating func register(_ handler: some URLHandler) {
        handlers.append(handler)
    }

    /// The first value a handler builds, and how many handlers were asked.
    public func resolve(_ url: URL) -> (value: LinkValue?, handlersAsked: Int) {
        var asked = 0
        for handler in handlers {
            asked += 1
            if let value = handler.handle(url) { return (value, asked) }
        }
        return (nil, asked)
    }
}

/// The handler users write for a path pattern such as `/shop/item12/:id/detail`: split
/// the path, check the segment count and every literal, read the parameters.
public struct PatternHandler: URLHandler {
    /// A segment of the handled path: a literal, an `Int` parameter, or the rest of the path.
    public enum Segment: Hashable {
        case literal(String)
        case integer
        case rest
    }

    let segments: [Segment]
    let build: ([Int], [String]) -> LinkValue

    /// - Parameters:
    ///   - segments: The path's segments, first to last.
    ///   - build: Makes the value from the integer parameters in order and the rest of the path.
    public init(_ segments: [Segment], build: @escaping ([Int], [String]) -> LinkValue) {
        self.segments = segments
        self.build = build
    }

    public func handle(_ url: URL) -> LinkValue? {
        // `pathComponents` starts with "/" for absolute paths.
        let components = url.pathComponents.dropFirst()
        let hasRest = segments.last == .rest
        guard hasRest ? components.count >= segments.count : components.count == segments.count else {
            return nil
        }
        var integers: [Int] = []
        var rest: [String] = []
        for (segment, component) in zip(segments, components) {
            switch segment {
            case .literal(let text):
                guard component == text else { return nil }
            case .integer:
                guard let value = Int(component) else { return nil }
                integers.append(value)
            case .rest:
                rest = Array(components.suffix(components.count - segments.count + 1))
            }
        }
        return build(integers, rest)
    }
}
