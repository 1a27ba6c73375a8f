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
