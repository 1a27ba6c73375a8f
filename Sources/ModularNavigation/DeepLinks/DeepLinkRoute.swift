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
    /// The pattern as written by the route's author.
    public let pattern: String
    /// Where the table takes the route's pattern from, or why it must refuse the route.
    let source: DeepLinkRouteSource
    @usableFromInline let builds: Build
    /// Reverses a value of the type the route was written for, whatever table it was
    /// mounted into since.
    let reverse: (@Sendable (any Sendable) -> [String: String]?)?

    /// Creates a route that builds values from URLs only.
    ///
    /// - Parameters:
    ///   - pattern: The URL path pattern, such as `/detail/:id`.
    ///   - build: Builds the value from the matched URL's parameters; errors other than
    ///     ``DeepLinkError`` reach callers as ``DeepLinkError/foreignError(_:)``.
    public init(_ pattern: String, build: @escaping @Sendable (DeepLinkParameters) throws -> Output) {
        self.init(pattern: pattern, source: .written, builds: .closure(build), reverse: nil)
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
        self.init(
            pattern: pattern, source: .written, builds: .closure(build), reverse: { ($0 as? Output).flatMap(reverse) })
    }

    init(
        pattern: String,
        source: DeepLinkRouteSource,
        builds: Build,
        reverse: (@Sendable (any Sendable) -> [String: String]?)?
    ) {
        self.pattern = pattern
        self.source = source
        self.builds = builds
        self.reverse = reverse
    }

    /// The same route under a prefix, building a parent's value through its mount.
    ///
    /// - Parameters:
    ///   - compiled: The route's whole pattern under the prefix.
    ///   - problem: Why the parent must refuse the route, such as a prefix that is not a
    ///     pattern of literals.
    ///   - mount: The mount of this route's table, and the route's index there.
    func mounted<Parent: Sendable>(
        compiled: DeepLinkPattern,
        problem: DeepLinkError?,
        mount: DeepLinkMount<Parent>,
        index: Int
    ) -> DeepLinkRoute<Parent> {
        DeepLinkRoute<Parent>(
            pattern: pattern,
            source: source.mounted(compiled, problem: problem),
            builds: .mounted(mount, route: index),
            reverse: reverse
        )
    }
}

/// Where a table takes a route's pattern from.
enum DeepLinkRouteSource: Sendable {
    /// The pattern as written, which the table parses.
    case written
    /// The whole pattern of a route mounted from a table, prefix included, compiled when it
    /// was mounted. A parent table takes it as it is: parsing every pattern again in each
    /// table it is mounted into, and then each prefix, was most of building an app's table.
    case compiled(DeepLinkPattern)
    /// Why the table must refuse the route, found before the table was built (a short form
    /// given a pattern it cannot serve, a mount prefix that is not literal).
    case refused(DeepLinkError)

    /// The source of the same route mounted with `compiled` as its whole pattern: a route
    /// already refused keeps its reason, which comes before the mount's own `problem`.
    func mounted(_ compiled: DeepLinkPattern, problem: DeepLinkError?) -> Self {
        if case .refused = self { return self }
        return problem.map { .refused($0) } ?? .compiled(compiled)
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
        let name = Self.soleParameter(of: pattern)
        self.init(
            pattern: pattern,
            source: name == nil ? .refused(.invalidPattern(pattern)) : .written,
            builds: .closure { parameters in try build(try parameters.value(name ?? "", in: range)) },
            reverse: { output in
                guard let name, let value = (output as? Output).flatMap(reverse), range.contains(value) else {
                    return nil
                }
                return [name: value.description]
            }
        )
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
