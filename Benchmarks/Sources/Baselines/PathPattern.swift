#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// A path pattern matched against segments that were split once: literals, `Int`
/// parameters and an optional rest of the path.
///
/// The matching a competent handler does on a pre-split path: check the count, compare
/// each literal, convert each parameter, stop at the first mismatch.
public struct PathPattern {
    public typealias Segment = PatternHandler.Segment

    public let segments: [Segment]
    let build: ([Int], [String]) -> LinkValue

    /// - Parameters:
    ///   - segments: The path's segments, first to last.
    ///   - build: Makes the value from the integer parameters in order and the rest of the path.
    public init(_ segments: [Segment], build: @escaping ([Int], [String]) -> LinkValue) {
        self.segments = segments
        self.build = build
    }

    /// The value for the path's segments, or `nil` when they do not fit the pattern.
    public func match(_ components: ArraySlice<Substring>) -> LinkValue? {
        let hasRest = segments.last == .rest
        guard hasRest ? components.count >= segments.count : components.count == segments.count else {
            return nil
        }
        var integers: [Int] = []
        var rest: [String] = []
        var position = components.startIndex
        for segment in segments {
            let component = components[position]
            switch segment {
            case .literal(let text):
                guard component == text else { return nil }
            case .integer:
                guard let value = Int(component) else { return nil }
                integers.append(value)
            case .rest:
                rest = components[position...].map(String.init)
            }
            position += 1
        }
        return build(integers, rest)
    }
}

extension URL {
    /// The path split once into its non-empty segments, as the parse-once baselines read it.
    public var pathSegments: [Substring] {
        path.split(separator: "/")
    }
}
