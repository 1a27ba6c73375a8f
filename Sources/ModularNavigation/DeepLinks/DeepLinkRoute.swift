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
public struct DeepLinkRoute<Output: Sendable>: Sendable {
    /// Builds the route's value from a matched URL's parameters.
    ///
    /// Errors other than ``DeepLinkError`` reach callers as
    /// ``DeepLinkError/foreignError(_:)``.
    public typealias Build = @Sendable (DeepLinkParameters) throws -> Output
    /// Gives the arguments of the URL for a value, or `nil` when this route does not
    /// express it.
    public typealias Reverse = @Sendable (Output) -> [String: String]?

    /// The pattern as written by the route's author.
    public let pattern: String
    /// Literal prefixes the route was mounted under, outermost first.
    let prefixes: [String]
    @usableFromInline let build: Build
    /// Reverses a value of the type the route was written for, whatever table it was
    /// mounted into since.
    let reverse: (@Sendable (any Sendable) -> [String: String]?)?

    /// Creates a route that builds values from URLs only.
    ///
    /// - Parameters:
    ///   - pattern: The URL path pattern, such as `/detail/:id`.
    ///   - build: Builds the value from the matched URL's parameters.
    public init(_ pattern: String, build: @escaping Build) {
        self.init(pattern: pattern, prefixes: [], build: build, reverse: nil)
    }

    /// Creates a route that builds values from URLs and URLs from values, for share links.
    ///
    /// The reverse closure returns the arguments of the URL: those named by the pattern fill
    /// its parameters (a tail's segments joined with `/`), the rest become query items.
    ///
    /// - Parameters:
    ///   - pattern: The URL path pattern, such as `/detail/:id`.
    ///   - build: Builds the value from the matched URL's parameters.
    ///   - reverse: Gives the arguments for a value, or `nil` when this route does not
    ///     express it.
    public init(_ pattern: String, build: @escaping Build, reverse: @escaping Reverse) {
        self.init(pattern: pattern, prefixes: [], build: build) { value in
            (value as? Output).flatMap(reverse)
        }
    }

    init(
        pattern: String,
        prefixes: [String],
        build: @escaping Build,
        reverse: (@Sendable (any Sendable) -> [String: String]?)?
    ) {
        self.pattern = pattern
        self.prefixes = prefixes
        self.build = build
        self.reverse = reverse
    }

    /// The same route under a prefix, building a parent's value from this route's value.
    func mounted<Parent: Sendable>(
        at prefix: String,
        embed: @escaping @Sendable (Output) throws -> Parent
    ) -> DeepLinkRoute<Parent> {
        let build = self.build
        return DeepLinkRoute<Parent>(
            pattern: pattern,
            prefixes: [prefix] + prefixes,
            build: { parameters in try embed(try build(parameters)) },
            reverse: reverse
        )
    }
}
