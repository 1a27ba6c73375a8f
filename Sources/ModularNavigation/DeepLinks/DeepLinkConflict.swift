/// Two route patterns that match exactly the same URLs at the same precedence.
///
/// ``DeepLinkError/conflicts(_:)`` lists one for every such pair when a table is built,
/// so one build shows every clash between modules, not only the first.
public struct DeepLinkConflict: Hashable, Sendable, CustomStringConvertible {
    /// The pattern registered later, with its mount prefixes.
    public let pattern: String
    /// The pattern registered earlier that it clashes with, with its mount prefixes.
    public let existing: String

    /// Creates a conflict between two patterns.
    ///
    /// - Parameters:
    ///   - pattern: The pattern registered later.
    ///   - existing: The pattern registered earlier.
    public init(pattern: String, existing: String) {
        self.pattern = pattern
        self.existing = existing
    }

    /// The pair as `"/a/:y" conflicts with "/a/:x"`.
    public var description: String {
        "\"\(pattern)\" conflicts with \"\(existing)\""
    }
}
