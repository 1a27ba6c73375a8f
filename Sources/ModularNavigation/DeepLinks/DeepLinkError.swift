/// Why a URL could not become a navigation target, or why a route table could not be built.
///
/// Every failure of the deep-link API is one of these cases; nothing traps on any input.
/// Cases are grouped by the step that reports them: building a table, reading the URL,
/// matching it, reading its parameters, reversing a route, and applying the result.
public enum DeepLinkError: Error, Hashable, Sendable {
    // MARK: Building a table

    /// A route pattern or mount prefix does not follow the pattern grammar, or a
    /// one-parameter route's pattern does not name exactly one parameter.
    ///
    /// See ``DeepLinkRoute`` for the grammar.
    case invalidPattern(String)
    /// An accepted scheme or host is not a valid, lowercase-able name, or a custom scheme
    /// is `http` or `https`; or routes are scoped to an origin the table does not accept
    /// (``DeepLinkRoute/host(_:routes:)``, ``DeepLinkRoute/scheme(_:routes:)``).
    case invalidOrigin(String)
    /// Patterns that match exactly the same URLs at the same precedence; the table refuses
    /// to pick one by registration order.
    ///
    /// Every conflicting pair is listed, in registration order, each naming both patterns
    /// with their mount prefixes. Patterns that merely overlap do not conflict: precedence
    /// decides between them (see ``DeepLinkTable``).
    case conflicts([DeepLinkError.Conflict])

    // MARK: Reading the URL

    /// The text is empty, not a URL, holds raw spaces, control or non-ASCII characters, a
    /// broken percent escape, invalid UTF-8, a user, a password or a port; or a `URL` value
    /// was repaired by Foundation from such text, or, where Foundation keeps only the
    /// repaired text, decodes to a `%` (what Foundation makes of a broken escape).
    case malformedURL
    /// The text is a path such as `/detail/7`, with no scheme or host, given to a reader of
    /// absolute URLs; resolve it with ``DeepLinkTable/resolve(path:)``, which reads paths.
    case pathWithoutOrigin
    /// The URL is longer than the table's `maxURLLength`.
    case tooLong
    /// The URL's scheme is neither an accepted custom scheme nor `https` with an accepted
    /// host (a table without origins, ``DeepLinkOrigins/none``, accepts no scheme). The
    /// payload is the scheme, lowercased.
    case unsupportedScheme(String)
    /// An `https` URL whose host is neither listed nor approved by the table's origins; the
    /// payload is the host, lowercased.
    case unknownHost(String)
    /// The path has more segments than the table's `maxSegments`.
    case tooManySegments
    /// The path holds an empty segment (`//`) other than a single trailing slash.
    case emptySegment
    /// The path holds a `.` or `..` segment, raw or percent-encoded.
    case dotSegment
    /// A segment or query item decodes to a character a screen must not receive: a
    /// control, format or other invisible character (derived from Unicode properties: see
    /// ``DeepLinkParameters``), a line or paragraph separator, or an encoded slash in a
    /// path segment. A backslash is a value's own character (a JSON payload holds them).
    case disallowedCharacter
    /// A segment or query item still holds a percent escape after decoding (`%252E`), so
    /// code that decodes it again would read something else. A single-encoded `%25`
    /// followed by anything else is a plain `%`.
    case doubleEncoded
    /// The query has more items than the table's `maxQueryItems`.
    case tooManyQueryItems
    /// A route read one value of a query item the link gives more than once
    /// (`page=1&page=2`); the table does not guess which one is meant. Every value is
    /// read with ``DeepLinkParameters/values(_:)``.
    case duplicateQueryItem(String)

    // MARK: Matching

    /// No route of the table matches the URL's path.
    case noMatch

    // MARK: Parameters

    /// A path parameter or query item is longer than the table's `maxParameterLength`.
    case parameterTooLong(name: String)
    /// A path parameter or query item does not convert to the type the route asks for,
    /// or lies outside the range it allows.
    case invalidParameter(name: String)
    /// A query item the route requires is absent.
    case missingQueryItem(String)
    /// The route asked for a path parameter its pattern does not declare; a programming
    /// error in the route, reported rather than trapped.
    case undeclaredParameter(String)

    /// Code the app supplied (a build or embed closure, or a table's builder block) threw
    /// an error that is not a ``DeepLinkError``; the payload describes it.
    case foreignError(String)

    // MARK: Reversing

    /// No route of the table turns this value back into a URL.
    case notReversible
    /// A route's reverse closure left out a path parameter its pattern needs.
    case missingArgument(String)
    /// A route's reverse closure gave a path parameter that cannot form a segment: empty,
    /// `.` or `..`.
    case invalidArgument(String)

    // MARK: Applying

    /// The link resolved, but the current state refused its target (for example, a tab the
    /// app does not have). The state is unchanged.
    case navigationRefused(NavigationError)
}

extension DeepLinkError {
    /// The error as a ``DeepLinkError``: itself when it is one, otherwise wrapped in
    /// ``foreignError(_:)``.
    @usableFromInline
    static func wrapping(_ error: any Error) -> DeepLinkError {
        (error as? DeepLinkError) ?? .foreignError(String(describing: error))
    }
}

extension DeepLinkError {
    /// Two route patterns that match exactly the same URLs at the same precedence.
    ///
    /// ``DeepLinkError/conflicts(_:)`` lists one for every such pair when a table is built,
    /// so one build shows every clash between modules, not only the first.
    public struct Conflict: Hashable, Sendable, CustomStringConvertible {
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
}
