#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// A deep-link handler chain that splits the path once, then asks each handler in turn.
///
/// Models NavigatorUI's `NavigationURLHandler`s and LinkNavigator's per-path closures as a
/// competent user sets them up: the URL is split into segments once, before any handler
/// runs, and every handler matches those segments. Its cost still grows with the number of
/// handlers tried before the one that matches.
public struct ParsedHandlerChain {
    public private(set) var patterns: [PathPattern] = []

    public init() {}

    public mutating func register(_ pattern: PathPattern) {
        patterns.append(pattern)
    }

    /// The value the first matching handler builds.
    public func resolve(_ url: URL) -> LinkValue? {
        let segments = url.pathSegments[...]
        for pattern in patterns {
            if let value = pattern.match(segments) { return value }
        }
        return nil
    }
}
