extension DeepLinkRoute {
    /// Routes that match only the universal links of one host, in a table that accepts
    /// several.
    ///
    /// One app often reads links of several sites whose paths mean different things:
    /// `https://matrix.to/#/@alice:example.org` names a user where
    /// `https://app.element.io/#/room/!abc:example.org` names a room.
    ///
    /// ```swift
    /// let links = try DeepLinkTable<ChatLink>(
    ///     origins: DeepLinkOrigins(schemes: ["matrix"], hosts: ["matrix.to", "app.element.io"])
    /// ) {
    ///     DeepLinkRoute.host("matrix.to") {
    ///         DeepLinkRoute("/#/:id") { .user(try $0.string("id")) }
    ///     }
    ///     DeepLinkRoute.host("app.element.io") {
    ///         DeepLinkRoute("/#/room/:id") { .room(try $0.string("id")) }
    ///     }
    ///     DeepLinkRoute("/settings", to: .settings)   // every origin
    /// }
    /// ```
    ///
    /// A link from the host tries these routes first, then the table's unscoped ones; a
    /// link from anywhere else never reaches them. Their patterns read `//host/…` in
    /// ``DeepLinkTable/patterns`` and ``ResolvedLink/pattern``, and
    /// ``DeepLinkTable/url(for:)`` writes their links with that host.
    ///
    /// - Parameters:
    ///   - host: A host the table's origins accept, listed or approved.
    ///   - routes: The routes, including mounted ones.
    /// - Returns: Routes to list in the table's builder; the table refuses them with
    ///   ``DeepLinkError/invalidOrigin(_:)`` when its origins do not accept `host`.
    public static func host(
        _ host: String,
        @DeepLinkRoutesBuilder<Output> routes: () throws -> [DeepLinkRoute<Output>]
    ) rethrows -> [DeepLinkRoute<Output>] {
        try scoped(to: DeepLinkScope(host: host.lowercased()), routes)
    }

    /// Routes that match only the links of one custom scheme, in a table that accepts
    /// several: `matrix:u/alice:example.org` beside `https://matrix.to/#/@alice:example.org`.
    ///
    /// A link of the scheme tries these routes first, then the table's unscoped ones.
    /// Their patterns read `scheme:/…`, and ``DeepLinkTable/url(for:)`` writes their
    /// links in that scheme, without `//` (`matrix:/u/alice`).
    ///
    /// - Parameters:
    ///   - scheme: A custom scheme of the table's origins.
    ///   - routes: The routes, including mounted ones.
    /// - Returns: Routes to list in the table's builder; the table refuses them with
    ///   ``DeepLinkError/invalidOrigin(_:)`` when its origins do not list `scheme`.
    public static func scheme(
        _ scheme: String,
        @DeepLinkRoutesBuilder<Output> routes: () throws -> [DeepLinkRoute<Output>]
    ) rethrows -> [DeepLinkRoute<Output>] {
        try scoped(to: DeepLinkScope(scheme: scheme.lowercased()), routes)
    }

    /// The routes, each matching only the links of one origin.
    private static func scoped(
        to scope: DeepLinkScope,
        _ routes: () throws -> [DeepLinkRoute<Output>]
    ) rethrows -> [DeepLinkRoute<Output>] {
        try routes().map { DeepLinkRoute(.scoped(scope, $0)) }
    }
}

/// The origin a route is scoped to: one host of `https` links, or one custom scheme.
@usableFromInline
struct DeepLinkScope: Sendable {
    let host: String?
    let scheme: String?
    /// The prefix the scoped routes' patterns are inserted under, made once for the
    /// routes scoped together, so that the table walks it once for them.
    let prefix: DeepLinkPattern.Prefix?

    init(host: String? = nil, scheme: String? = nil) {
        self.host = host
        self.scheme = scheme
        prefix = DeepLinkPattern.Prefix.origin(host: host, scheme: scheme)
    }

    /// The scope's name when a table with these origins cannot reach it.
    func problem(in origins: DeepLinkOrigins) -> DeepLinkError? {
        if let host, !DeepLinkOrigins.isHostName(host) || !origins.accepts(listedOrApproved: host) {
            return .invalidOrigin(host)
        }
        if let scheme, !origins.schemes.contains(scheme) { return .invalidOrigin(scheme) }
        return nil
    }
}
