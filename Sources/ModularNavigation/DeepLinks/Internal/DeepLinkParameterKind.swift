#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The kind a typed pattern parameter (`:id(int)`, `:id(uuid)`) requires of its segment.
///
/// A typed parameter takes precedence over a plain one at the same position, so
/// `/orders/:id(int)` and `/orders/:slug` coexist: `/orders/42` goes to the first,
/// `/orders/spring-sale` to the second. The kinds accept disjoint sets of segments, so
/// two typed parameters of different kinds at one position never compete.
enum DeepLinkParameterKind: String, Hashable, Sendable, CaseIterable {
    /// An `Int` written the way Swift prints it: no `+`, no leading zeros, no `-0`.
    case int
    /// A UUID in either letter case.
    case uuid

    /// Whether a decoded segment is of this kind.
    func accepts(_ segment: String) -> Bool {
        switch self {
        case .int:
            // The same rule as `DeepLinkParameters.value(_:)`: one spelling per number.
            guard let value = Int(segment) else { return false }
            return String(value) == segment
        case .uuid:
            return UUID(uuidString: segment) != nil
        }
    }
}
