/// One entry of a route table: a URL pattern, how to build a value from a matching URL,
/// and optionally how to turn such a value back into a URL.
///
/// A pattern is a path of `/`-separated segments:
/// - a literal such as `detail` matches exactly that text, case-sensitively (letters,
///   digits, `-`, `.`, `_` and `~` only);
/// - `:name` matches any one non-empty segment and names it;
/// - `:name(int)` matches a segment that is an `Int` written the way Swift prints it, and
///   `:name(uuid)` one that is a UUID; read them with ``DeepLinkParameters`` as usual;
/// - `*name`, last only, matches one or more remaining segments.
///
/// Patterns may overlap: at each segment a literal wins over a typed parameter, which wins
/// over a plain parameter, which wins over a tail (see ``DeepLinkTable``).
///
/// A trailing slash is ignored, in patterns and in URLs. Query items are not part of the
/// pattern: the build closure reads the ones it needs from ``DeepLinkParameters``, and
/// items it does not read are ignored.
///
/// ```swift
/// DeepLinkRoute<AssetsDestination>("/detail/:id") { params in
///     .detail(try params.value("id", in: 0...))
/// } reverse: { destination in
///     guard case .detail(let id) = destination else { return nil }
///     return ["id": String(id)]
/// }
/// ```
///
/// Most routes are simpler, and have shorter forms: ``init(_:to:)`` for a route without
/// parameters, ``init(_:in:build:reverse:)`` for one that reads a single parameter.
public struct DeepLinkRoute<Output: Sendable>: Sendable {
    /// What the route is: written by hand, or one of a table's routes mounted into another.
    @usableFromInline let form: Form

    /// The pattern as written by the route's author; for a mounted route, the pattern it
    /// was written with in its own table, without the mount prefix.
    public var pattern: String {
        switch form {
        case .written(let pattern, _, _), .refused(let pattern): pattern
        case .mounted(let mount, let index): mount.pattern(route: index)
        case .scoped(_, let route): route.pattern
        }
    }

    /// Creates a route that builds values from URLs only.
    ///
    /// - Parameters:
    ///   - pattern: The URL path pattern, such as `/detail/:id`.
    ///   - build: Builds the value from the matched URL's parameters; errors other than
    ///     ``DeepLinkError`` reach callers as ``DeepLinkError/foreignError(_:)``.
    public init(_ pattern: String, build: @escaping @Sendable (DeepLinkParameters) throws -> Output) {
        form = .written(pattern, build: build, reverse: nil)
    }

    /// Creates a route that builds values from URLs and URLs from values, for share links.
    ///
    /// The reverse closure returns the arguments of the URL: those named by the pattern fill
    /// its parameters (a tail's segments joined with `/`), the rest become query items.
    ///
    /// - Parameters:
    ///   - pattern: The URL path pattern, such as `/detail/:id`.
    ///   - build: Builds the value from the matched URL's parameters; errors other than
    ///     ``DeepLinkError`` reach callers as ``DeepLinkError/foreignError(_:)``.
    ///   - reverse: Gives the arguments for a value, or `nil` when this route does not
    ///     express it.
    public init(
        _ pattern: String,
        build: @escaping @Sendable (DeepLinkParameters) throws -> Output,
        reverse: @escaping @Sendable (Output) -> [String: String]?
    ) {
        form = .written(pattern, build: build, reverse: { ($0 as? Output).flatMap(reverse) })
    }

    init(_ form: Form) {
        self.form = form
    }

    /// The forms of a route.
    ///
    /// A mounted route is its mount and its place there, one reference: a table of 500
    /// routes mounted from modules is copied from list to list while an app builds it,
    /// and a route that held its pattern, closures and compiled pattern retained each of
    /// them on every copy.
    @usableFromInline
    enum Form: Sendable {
        /// A route as written: its pattern, how it builds a value, and how it reverses a
        /// value of the type it was written for, whatever table it was mounted into since.
        case written(
            String,
            build: @Sendable (DeepLinkParameters) throws -> Output,
            reverse: (@Sendable (any Sendable) -> [String: String]?)?
        )
        /// A pattern that parses but that the table must refuse as
        /// ``DeepLinkError/invalidPattern(_:)``, such as a short form's that names no
        /// parameter or several.
        case refused(String)
        /// The route at `route` among a mounted table's routes.
        case mounted(DeepLinkMount<Output>, route: Int)
        /// A route that matches links of one origin only.
        indirect case scoped(DeepLinkScope, DeepLinkRoute<Output>)
    }

    /// The route's value for a matched URL.
    @usableFromInline
    func build(_ parameters: DeepLinkParameters) throws -> Output {
        switch form {
        case .written(_, let build, _): try build(parameters)
        case .mounted(let mount, let index): try mount.build(route: index, parameters)
        case .scoped(_, let route): try route.build(parameters)
        // A table never holds a refused route: building it threw.
        case .refused: throw DeepLinkError.noMatch
        }
    }

    /// The arguments of the URL for `value`, or `nil` when the route does not express it.
    func reverse(_ value: any Sendable) -> [String: String]? {
        switch form {
        case .written(_, _, let reverse): reverse?(value)
        case .mounted(let mount, let index): mount.reverse(route: index, value)
        case .scoped(_, let route): route.reverse(value)
        case .refused: nil
        }
    }
}

// MARK: - Short forms

extension DeepLinkRoute where Output: Equatable {
    /// Creates a route without parameters that always builds one value, and writes its
    /// link for that value only.
    ///
    /// The shorthand for a route whose reverse is equality:
    ///
    /// ```swift
    /// DeepLinkRoute("/history", to: .history)
    /// ```
    ///
    /// Parameters in `pattern` still match but are not read; such a route cannot write
    /// its link (``DeepLinkError/missingArgument(_:)``), so give it a pattern of literals.
    ///
    /// - Parameters:
    ///   - pattern: The URL path pattern, such as `/settings`.
    ///   - value: The value the route builds and reverses.
    public init(_ pattern: String, to value: Output) {
        self.init(pattern, build: { _ in value }, reverse: { $0 == value ? [:] : nil })
    }
}

extension DeepLinkRoute {
    /// Creates a route whose pattern names one parameter, read as a value in a range.
    ///
    /// The shorthand for a route built from one identifier or number: the parameter is
    /// read with ``DeepLinkParameters/value(_:in:)`` and written back with its
    /// `description`, so the name appears once, in the pattern.
    ///
    /// ```swift
    /// DeepLinkRoute("/steps/:step", in: 1...) {
    ///     .step($0)
    /// } reverse: {
    ///     if case .step(let step) = $0 { step } else { nil }
    /// }
    /// ```
    ///
    /// A value outside `range` has no link (``DeepLinkError/notReversible``), so every
    /// link the route writes is one it reads. A pattern that names no parameter, or more
    /// than one, makes the table refuse the route with ``DeepLinkError/invalidPattern(_:)``.
    ///
    /// - Parameters:
    ///   - pattern: The URL path pattern, such as `/orders/:id`, naming one parameter.
    ///   - range: The values the route accepts, such as `1...`.
    ///   - build: Builds the route's value from the parameter's value.
    ///   - reverse: Gives the parameter's value for a route value, or `nil` when this
    ///     route does not express it.
    public init<Values: RangeExpression & Sendable>(
        _ pattern: String,
        in range: Values,
        build: @escaping @Sendable (Values.Bound) throws -> Output,
        reverse: @escaping @Sendable (Output) -> Values.Bound?
    ) where Values.Bound: LosslessStringConvertible {
        guard let name = Self.soleParameter(of: pattern) else {
            self.init(.refused(pattern))
            return
        }
        self.init(
            .written(
                pattern,
                build: { parameters in try build(try parameters.value(name, in: range)) },
                reverse: { output in
                    guard let value = (output as? Output).flatMap(reverse), range.contains(value) else { return nil }
                    return [name: value.description]
                }))
    }

    /// The name of the one parameter or tail a pattern declares; `nil` when it declares
    /// none or several, or does not parse (the table reports the latter itself).
    private static func soleParameter(of pattern: String) -> String? {
        guard let segments = try? DeepLinkPattern(parsing: pattern).segments else { return nil }
        let names = segments.compactMap { segment -> String? in
            switch segment {
            case .literal: nil
            case .parameter(let name, _), .wildcard(let name): name
            }
        }
        return names.count == 1 ? names.first : nil
    }
}
