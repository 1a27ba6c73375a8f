import ModularNavigation

/// What kind of screen a route shows, named by its case path: `assets.detail` for
/// `AppRoute.assets(.detail(id: 7))`.
///
/// Kinds are what the route map, coverage and the debug overlay count: every asset's
/// detail is one kind, whatever its identifier. The name is derived from the route's
/// value with `Mirror`, so an app lists nothing by hand:
/// - each enum case adds its name, and the walk goes on into the case's payload when
///   the payload is itself an enum (or a struct wrapping one);
/// - a struct with a single stored property is looked through, so the public/internal
///   split (`struct LibraryDestination { let kind: Kind }`) adds no segment;
/// - anything else (numbers, strings, models, several values) ends the path.
///
/// A case without a payload is named by `String(describing:)`, which is its name unless
/// its type describes itself. An app that wants other names gives a route or a module
/// destination a `CustomNavigationDescription.screenKind`.
///
/// ```swift
/// ScreenKind(of: AppRoute.assets(.detail(id: 7))).name   // "assets.detail"
/// ```
public struct ScreenKind: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The case path, segments joined with `.`.
    public let name: String

    /// A kind with a name of your own, such as one read back from a report.
    public init(_ name: String) {
        self.name = name
    }

    /// The kind of a route's screen.
    ///
    /// - Parameter route: Any route value; modules' destinations work too.
    public init(of route: some Any) {
        // The core's walk, the one the default of `screenKind` takes too.
        let segments = CasePath.segments(of: route)
        name = segments.isEmpty ? String(describing: type(of: route)) : segments.joined(separator: ".")
    }

    /// The first segment: for an app route with one case per module, the module.
    public var module: String {
        String(name.prefix { $0 != "." })
    }

    public var description: String { name }

    public static func < (lhs: ScreenKind, rhs: ScreenKind) -> Bool { lhs.name < rhs.name }
}
