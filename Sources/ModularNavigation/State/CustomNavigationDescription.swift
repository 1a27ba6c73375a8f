/// A value that names itself in what the library prints: trees, events and test failures
/// (``navigationDescription``), and the route map's screen kinds (``screenKind``).
///
/// Without it, routes print readably already: module prefixes are left out, a struct
/// that wraps one value prints as that value, and an enum case prints as its name and
/// payload, so `profile(ProfileDestination(kind: .public(.overview)))` prints
/// `profile(public(overview))`. Conform when a route has a better short name, as the
/// app's root route does to print `assets/detail(id: 7)`:
///
/// ```swift
/// extension AppRoute: CustomNavigationDescription {
///     var navigationDescription: String {
///         switch self {
///         case .assets(let destination): "assets/\(String(navigationDescribing: destination))"
///         case .issues(let destination): "issues/\(String(navigationDescribing: destination))"
///         }
///     }
/// }
/// ```
///
/// A type's own `CustomStringConvertible` description is used as well; this protocol
/// wins when a type has both, so a route can keep a different `description` for other uses.
///
/// Each requirement has a default that derives what the library would print without the
/// conformance, so a route implements only the one it wants to change:
///
/// ```swift
/// struct Review: CustomNavigationDescription {
///     var screenKind: String { "checkout.review" }
/// }
/// ```
public protocol CustomNavigationDescription {
    /// The one-line text that stands for this value in navigation output.
    var navigationDescription: String { get }

    /// The kind of screen this value shows, as the route map and the debug overlay count
    /// it: segments joined with `.`, replacing the rest of the case path that
    /// `ScreenKind` (in `ModularNavigationInspection`) derives from this value down.
    ///
    /// An app route's `assets` case wrapping a destination that answers `"catalog.item"`
    /// gives the kind `assets.catalog.item`.
    var screenKind: String { get }
}

extension CustomNavigationDescription {
    /// The text the library derives from the value's cases and fields.
    public var navigationDescription: String { ReadableDescription.text(of: self, depth: 0, askingValue: false) }

    /// The case path the library derives, as `ScreenKind` describes it.
    public var screenKind: String { CasePath.segments(of: self, askingValue: false).joined(separator: ".") }
}

/// A value's case path, read with `Mirror`: what `ScreenKind` names and what
/// ``CustomNavigationDescription/screenKind`` derives by default.
///
/// `package`: the one walk both use, so the inspection module names kinds exactly as the
/// default of the requirement does.
package enum CasePath {
    /// How deep a value is walked, so that a recursive route cannot make a name unbounded.
    static let deepestLevel = 16

    /// The segments of a value's case path; empty when nothing can be derived.
    ///
    /// - Parameter askingValue: `false` when the value's own conformance is what asks, so
    ///   its default derives the path instead of asking itself again.
    package static func segments(of value: Any, askingValue: Bool = true) -> [String] {
        segments(of: value, depth: 0, askingValue: askingValue)
    }

    private static func segments(of value: Any, depth: Int, askingValue: Bool) -> [String] {
        guard depth < deepestLevel else { return [] }
        if askingValue, let custom = value as? any CustomNavigationDescription {
            return custom.screenKind.split(separator: ".").map(String.init)
        }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .enum:
            guard let payload = mirror.children.first, let label = payload.label else {
                return [String(describing: value)]
            }
            return [label] + segments(of: payload.value, depth: depth + 1, askingValue: true)
        case .struct, .class:
            // A wrapper around one value (the public/internal split) says nothing the value does not.
            let fields = Array(mirror.children)
            guard fields.count == 1 else { return [] }
            return segments(of: fields[0].value, depth: depth + 1, askingValue: true)
        default:
            return []
        }
    }
}

extension String {
    /// The readable one-line text navigation output uses for a value: a route, a tab,
    /// an action or an error.
    ///
    /// Unlike `String(describing:)`, nested values are not module-qualified and
    /// wrappers with a single stored value disappear; a ``CustomNavigationDescription``
    /// or `CustomStringConvertible` conformance is used where a value has one.
    ///
    /// ```swift
    /// String(navigationDescribing: AppRoute.profile(ProfileDestination(kind: .public(.overview))))
    /// // "profile(public(overview))"
    /// ```
    public init(navigationDescribing subject: some Any) {
        self = ReadableDescription.text(of: subject, depth: 0)
    }
}
