#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// A table of URL patterns, each building a value of one type: a module's public
/// destination, or an app's navigation target.
///
/// A module ships a table over its public destination type, so the table can build only
/// what that type can express; internal screens are out of reach by type. The app mounts
/// module tables under prefixes, turning each module value into an app target, and
/// resolves URLs against the result:
///
/// ```swift
/// // In the Assets module
/// public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<AssetsDestination> {
///     try DeepLinkTable {
///         DeepLinkRoute("/detail/:id") { .detail(try $0.value("id", in: 0...)) } reverse: {
///             guard case .detail(let id) = $0 else { return nil }
///             return ["id": String(id)]
///         }
///     }
/// }
///
/// // In the app
/// let links = try DeepLinkTable<DeepLinkTarget<AppRoute, AppTab>>(
///     origins: DeepLinkOrigins(schemes: ["myapp"], hosts: ["example.com"])
/// ) {
///     try AssetsModule.deepLinks().mounted(at: "/assets") { .tab(.assets, path: [.assets($0)]) }
/// }
/// let link = try links.resolve("https://example.com/assets/detail/42")
/// try state.navigate(to: link.value)
/// let share = try links.url(for: AssetsDestination.detail(42))
/// ```
///
/// When patterns overlap, precedence decides, segment by segment: a literal segment
/// before a typed parameter (`:id(int)`, `:id(uuid)`), before a plain parameter, before a
/// tail. So `/orders/filter`, `/orders/:id(int)` and `/orders/:slug` coexist, and each URL
/// goes to the most specific of them. Matching is one walk that never goes back: at each
/// segment it takes the most specific edge that accepts the segment and leads to a route
/// with as many segments as the URL has left; when it cannot go on, the deepest tail it
/// passed takes the rest. Its cost follows the URL's segment count, not the number of
/// routes or how their patterns share prefixes. The DeepLinks article states the rule with
/// examples.
///
/// Only patterns that match exactly the same URLs at the same precedence conflict, such
/// as `/a/:x` and `/a/:y`. Building the table reports every such pair, including pairs
/// from different mounted tables, in one ``DeepLinkError/conflicts(_:)``; a table never
/// picks a route by registration order.
///
/// Case rules: schemes and hosts are case-insensitive (a custom scheme's host, which is
/// the path's first segment, is read lowercased); path literals are case-sensitive
/// (`/Detail/7` does not match `/detail/:id`), and parameter values keep their case.
public struct DeepLinkTable<Output: Sendable>: Sendable {
    /// The URLs the table accepts; ``DeepLinkOrigins/none`` for tables meant to be mounted.
    public var origins: DeepLinkOrigins { matcher.origins }
    /// The limits every URL is checked against.
    var limits: DeepLinkLimits { matcher.limits }
    /// The routes as registered, so the table can be mounted elsewhere.
    @usableFromInline let routes: [DeepLinkRoute<Output>]
    /// Everything a resolve does before building the value; not generic, so it is compiled
    /// once, in this module.
    @usableFromInline let matcher: DeepLinkMatcher

    /// Builds a table from routes already listed, within limits already checked.
    init(origins: DeepLinkOrigins, limits: DeepLinkLimits, routes: [DeepLinkRoute<Output>]) throws(DeepLinkError) {
        if let invalid = origins.invalidEntry { throw .invalidOrigin(invalid) }
        // Patterns as written are read into one list of segments and sliced once all are
        // read (slicing a list still being appended to would copy it): one allocation for
        // the table rather than two per pattern. Until then they hold no segments.
        var parser = DeepLinkPattern.Parser()
        // Numbers only, so the list is freed without a look at its elements.
        var written: [(route: Int, range: Range<Int>)] = []
        var compiled: [DeepLinkPattern] = []
        compiled.reserveCapacity(routes.count)
        // An index loop: this initializer is generic and runs unspecialised, where
        // `for route in routes` copied each route twice.
        for index in routes.indices {
            var form = routes[index].form
            var scope: DeepLinkPattern.Prefix?
            if case .scoped(let origin, let inner) = form {
                if let problem = origin.problem(in: origins) { throw problem }
                // Scopes do not nest: a route has one origin.
                if case .scoped = inner.form { throw .invalidPattern(inner.pattern) }
                scope = origin.prefix
                form = inner.form
            }
            switch form {
            case .refused(let pattern):
                throw .invalidPattern(pattern)
            case .scoped(_, let inner):
                // Unwrapped above; a nested scope was refused there.
                throw .invalidPattern(inner.pattern)
            case .mounted(let mount, let route):
                if let problem = mount.problem { throw problem }
                guard let pattern = mount.pattern(at: route) else { throw .noMatch }
                guard let scope else {
                    compiled.append(pattern)
                    continue
                }
                compiled.append(DeepLinkPattern(pattern, mountedUnder: pattern.mount.map(scope.followed) ?? scope))
            case .written(let pattern, _, _):
                // Room for the rest, at the first pattern to read: a table of mounted
                // routes reads none.
                if written.isEmpty {
                    written.reserveCapacity(routes.count - compiled.count)
                    parser.reserve(patterns: routes.count - compiled.count)
                }
                let (range, ownText) = try parser.parse(pattern)
                written.append((compiled.count, range))
                // No segments until all are read: `ArraySlice()`, as an empty literal made
                // the slice through `replaceSubrange`.
                compiled.append(DeepLinkPattern(segments: ArraySlice(), ownText: ownText, mount: scope))
            }
        }
        let segments = parser.segments
        for pattern in written {
            compiled[pattern.route].segments = segments[pattern.range]
        }
        var segmentCount = 0
        for index in compiled.indices { segmentCount += compiled[index].count }
        var trie = DeepLinkTrie(reservingNodes: segmentCount + 1)
        var conflicts: [DeepLinkError.Conflict] = []
        // For each route that holds a place in the trie, the later routes that claimed it.
        var claimants: [Int: [Int]] = [:]
        // Routes mounted together share their prefix's storage, so finding that they do is
        // one comparison, and the prefix is walked once per mount rather than per route.
        // Patterns are read in place, by index: a copy of each retained its three parts.
        var lastPrefix: (mount: DeepLinkPattern.Prefix?, node: Int) = (nil, 0)
        for index in compiled.indices {
            if compiled[index].mount !== lastPrefix.mount {
                lastPrefix = (compiled[index].mount, trie.node(reaching: compiled[index].prefix))
            }
            // The segments alone: passing the whole pattern copied it.
            if let holder = trie.insert(compiled[index].segments, route: index, below: lastPrefix.node) {
                for existing in [holder] + claimants[holder, default: []] {
                    conflicts.append(
                        DeepLinkError.Conflict(pattern: compiled[index].text, existing: compiled[existing].text))
                }
                claimants[holder, default: []].append(index)
            }
        }
        guard conflicts.isEmpty else { throw .conflicts(conflicts) }
        self.routes = routes
        self.matcher = DeepLinkMatcher(origins: origins, limits: limits, compiled: compiled, trie: trie)
    }

    /// Builds a table from a list of routes, with the default limits.
    ///
    /// The same as listing the routes in the builder block, `DeepLinkTable(origins:) { routes }`,
    /// which also sets the limits.
    ///
    /// - Throws: ``DeepLinkError/invalidPattern(_:)``, ``DeepLinkError/invalidOrigin(_:)``,
    ///   or ``DeepLinkError/conflicts(_:)`` listing every conflicting pair.
    public init(origins: DeepLinkOrigins = .none, routes: [DeepLinkRoute<Output>]) throws(DeepLinkError) {
        try self.init(origins: origins) { routes }
    }

    /// Builds a table from the routes listed in a builder block.
    ///
    /// Links come from outside the app, so the table reads no more of a URL than its
    /// limits allow; each limit breached is its own ``DeepLinkError``. The defaults suit
    /// links typed, shared or sent in notifications. Routes made from data go in the block
    /// as an array: `DeepLinkTable { generatedRoutes }`.
    ///
    /// - Parameters:
    ///   - origins: The schemes and hosts the table accepts.
    ///   - maxURLLength: The longest URL, in UTF-8 bytes of its text; longer ones give
    ///     ``DeepLinkError/tooLong``.
    ///   - maxSegments: The most path segments; more give ``DeepLinkError/tooManySegments``.
    ///   - maxParameterLength: The longest decoded path parameter or query value, in UTF-8
    ///     bytes; longer ones give ``DeepLinkError/parameterTooLong(name:)``.
    ///   - maxQueryItems: The most query items; more give ``DeepLinkError/tooManyQueryItems``.
    ///   - routes: The routes, including mounted ones; the block may `try` to build the
    ///     module tables it mounts.
    /// - Throws: ``DeepLinkError/invalidPattern(_:)``, ``DeepLinkError/invalidOrigin(_:)``,
    ///   or ``DeepLinkError/conflicts(_:)`` listing every conflicting pair; an error the
    ///   block throws itself, such as a mounted table's, passes through (other error types
    ///   become ``DeepLinkError/foreignError(_:)``).
    public init(
        origins: DeepLinkOrigins = .none,
        maxURLLength: Int = 2048,
        maxSegments: Int = 32,
        maxParameterLength: Int = 256,
        maxQueryItems: Int = 32,
        @DeepLinkRoutesBuilder<Output> routes: () throws -> [DeepLinkRoute<Output>]
    ) throws(DeepLinkError) {
        let list: [DeepLinkRoute<Output>]
        do {
            list = try routes()
        } catch {
            throw .wrapping(error)
        }
        let limits = DeepLinkLimits(
            maxURLLength: maxURLLength, maxSegments: maxSegments, maxParameterLength: maxParameterLength,
            maxQueryItems: maxQueryItems)
        try self.init(origins: origins, limits: limits, routes: list)
    }

    /// The normalized patterns of the table, with mount prefixes, in registration order.
    public var patterns: [String] { matcher.compiled.map { $0.text } }

    // MARK: Mounting

    /// The table's routes under a prefix, for another table, with each value turned into
    /// that table's value.
    ///
    /// - Parameters:
    ///   - prefix: A pattern of literal segments only, such as `/assets`; `/` for none.
    ///   - embed: Turns this table's value into the parent's, for example a module
    ///     destination into an app target; it may refuse by throwing a ``DeepLinkError``.
    /// - Returns: Routes to list in the parent table's builder.
    public func mounted<Parent: Sendable>(
        at prefix: String,
        embed: @escaping @Sendable (Output) throws -> Parent
    ) -> [DeepLinkRoute<Parent>] {
        // The prefix is parsed once for all the routes; one that is not a pattern of
        // literals is reported by the parent, for every route.
        // A prefix is a path: a fragment part (`/a#/b`) would put the routes in the fragment.
        let parsed = (try? DeepLinkPattern(parsing: prefix)).flatMap {
            $0.isLiteral && !$0.segments.contains(.literal(DeepLinkPattern.fragmentMarker)) ? $0 : nil
        }
        let prefixSegments = parsed?.segments ?? []
        // The root prefix `/` is none.
        let mountPrefix = DeepLinkPattern.Prefix(
            segments: Array(prefixSegments), text: prefixSegments.isEmpty ? "" : parsed?.ownText ?? "")
        let mount = DeepLinkMount(
            self, prefix: mountPrefix, problem: parsed == nil ? .invalidPattern(prefix) : nil, embed: embed)
        // An index loop rather than a `map`: this method is generic and runs
        // unspecialised, where each step of an iterator asked the runtime for type metadata.
        var mounted: [DeepLinkRoute<Parent>] = []
        mounted.reserveCapacity(routes.count)
        for index in routes.indices {
            mounted.append(DeepLinkRoute(.mounted(mount, route: index)))
        }
        return mounted
    }

    // MARK: Resolving

    // The entry points are inlinable so that only building the value runs in the caller's
    // module, specialised to its value type; the matcher does the rest, without generic
    // metadata lookups.

    /// Resolves an absolute URL into the value of the route that matches it.
    ///
    /// The same reader as ``resolve(_:)-(String)``, given the URL's text: a URL is never
    /// more acceptable than its text. `URL(string:)` repairs text it cannot hold (a raw
    /// space becomes `%20`, a broken escape `%zz` becomes `%25zz`); a repaired URL stands
    /// for text the string reader refuses, so it is refused as
    /// ``DeepLinkError/malformedURL``. Where Foundation keeps only the repaired text, a
    /// written `%25` cannot be told from a repaired `%`, so a decoded `%` is refused there;
    /// a repaired space then reads as the `%20` it became.
    ///
    /// - Parameter url: A custom-scheme URL or a universal link.
    /// - Returns: The value, with the pattern and parameters that produced it.
    /// - Throws: A ``DeepLinkError`` naming the first problem found.
    @inlinable
    public func resolve(_ url: URL) throws(DeepLinkError) -> ResolvedLink<Output> {
        try link(for: matcher.match(url))
    }

    /// Resolves the text of an absolute URL into the value of the route that matches it.
    ///
    /// The strict reader: it reads the text exactly as given, refuses raw characters a URL
    /// cannot hold and broken escapes as ``DeepLinkError/malformedURL``, and decodes each
    /// segment and query item exactly once. A path without a scheme, such as `/detail/7`,
    /// is ``DeepLinkError/pathWithoutOrigin``: read it with ``resolve(path:)``.
    ///
    /// - Parameter urlString: A custom-scheme URL or a universal link, as text.
    /// - Returns: The value, with the pattern and parameters that produced it.
    /// - Throws: A ``DeepLinkError`` naming the first problem found.
    @inlinable
    public func resolve(_ urlString: String) throws(DeepLinkError) -> ResolvedLink<Output> {
        try link(for: matcher.match(urlString))
    }

    /// Resolves an origin-free path with an optional query, such as `/detail/7?tab=info`.
    ///
    /// Useful for module tables, which accept no origin of their own, and for paths an
    /// app received without one; ``ResolvedLink/parameters`` then has no host.
    ///
    /// - Parameter path: A percent-encoded path starting with `/`.
    /// - Returns: The value, with the pattern and parameters that produced it.
    /// - Throws: A ``DeepLinkError`` naming the first problem found.
    @inlinable
    public func resolve(path: String) throws(DeepLinkError) -> ResolvedLink<Output> {
        try link(for: matcher.match(path: path))
    }

    /// Builds the value of a matched route.
    @inlinable
    func link(for match: DeepLinkMatch) throws(DeepLinkError) -> ResolvedLink<Output> {
        guard routes.indices.contains(match.route) else { throw .noMatch }
        let value: Output
        do {
            value = try routes[match.route].build(match.parameters)
        } catch {
            throw .wrapping(error)
        }
        return ResolvedLink(
            value: value, mountPrefix: match.mountPrefix, ownPattern: match.ownPattern, parameters: match.parameters)
    }

    // MARK: Reversing

    /// The percent-encoded path and query of the URL for a value, for share links.
    ///
    /// The first route, in registration order, whose reverse closure accepts the value
    /// writes it; mounted routes accept their module's values and add their prefix.
    ///
    /// A path that precedence would send to another route is refused: with
    /// `/orders/filter` in the table, `/orders/:id` cannot write a link for the id
    /// `filter`, because that link would open the filter screen.
    ///
    /// - Parameter value: A value of this table's type, or of a mounted table's type.
    /// - Returns: Text such as `/assets/detail/42?tab=info`, query items sorted by name.
    /// - Throws: ``DeepLinkError/notReversible`` when no route accepts the value or its
    ///   link would open another route, or the error of the route that does when its
    ///   arguments cannot form the URL.
    public func path(for value: some Sendable) throws(DeepLinkError) -> String {
        try rendered(for: value).text
    }

    /// The route that writes a value's link, and the link's path and query.
    private func rendered(for value: some Sendable) throws(DeepLinkError) -> (route: Int, text: String) {
        for index in routes.indices {
            if let arguments = routes[index].reverse(value) {
                let rendered = try matcher.compiled[index].render(arguments, limits: limits)
                var statistics = DeepLinkMatchStatistics()
                guard matcher.trie.match(rendered.segments, statistics: &statistics) == index else {
                    throw .notReversible
                }
                return (index, rendered.text)
            }
        }
        throw .notReversible
    }

    /// The absolute URL for a value, for share links.
    ///
    /// The URL uses the first universal-link host over `https` when the table has one,
    /// otherwise the first custom scheme with an empty host (`myapp:///assets/detail/42`).
    /// A route scoped to an origin (``DeepLinkRoute/host(_:routes:)``,
    /// ``DeepLinkRoute/scheme(_:routes:)``) writes its link there.
    ///
    /// - Parameter value: A value of this table's type, or of a mounted table's type.
    /// - Throws: ``DeepLinkError/notReversible`` when the table has no origin or no route
    ///   accepts the value; ``DeepLinkError/tooLong`` when the URL would exceed the limit.
    public func url(for value: some Sendable) throws(DeepLinkError) -> URL {
        let (route, path) = try rendered(for: value)
        let origin = matcher.compiled[route].origin
        let text: String
        if let host = origin.host ?? (origin.scheme == nil ? origins.hosts.first : nil) {
            text = "https://" + host + path
        } else if let scheme = origin.scheme {
            text = scheme + ":" + path
        } else if let scheme = origins.schemes.first {
            text = scheme + "://" + path
        } else {
            throw .notReversible
        }
        guard text.utf8.count <= limits.maxURLLength else { throw .tooLong }
        guard let url = URL(string: text) else { throw .notReversible }
        return url
    }
}
