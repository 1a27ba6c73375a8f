#if canImport(FoundationEssentials)
    public import FoundationEssentials
#else
    public import Foundation
#endif

/// The part of a ``DeepLinkTable`` that does not depend on its value type: reading a URL,
/// walking the trie and collecting the parameters of the route that matched.
///
/// Kept out of the generic table so that this work runs as ordinary compiled code in every
/// app, and only building the value is generic (and specialised where the app calls it).
@usableFromInline
struct DeepLinkMatcher: Sendable {
    let origins: DeepLinkOrigins
    let limits: DeepLinkLimits
    /// The parsed pattern of each route, by route index.
    let compiled: [DeepLinkPattern]
    let trie: DeepLinkTrie
    /// The origin markers some route is scoped to.
    let scopedOrigins: Set<String>
    /// Whether some pattern has a fragment part.
    let hasFragmentPatterns: Bool

    init(origins: DeepLinkOrigins, limits: DeepLinkLimits, compiled: [DeepLinkPattern], trie: DeepLinkTrie) {
        self.origins = origins
        self.limits = limits
        self.compiled = compiled
        self.trie = trie
        var scoped: Set<String> = []
        var hasFragment = false
        let fragment = DeepLinkPattern.Segment.literal(DeepLinkPattern.fragmentMarker)
        for index in compiled.indices {
            if case .literal(let first)? = compiled[index].mount?.segments.first, DeepLinkPattern.isMarker(first) {
                scoped.insert(first)
            }
            if !hasFragment {
                hasFragment = compiled[index].segments.contains(fragment) || compiled[index].prefix.contains(fragment)
            }
        }
        scopedOrigins = scoped
        hasFragmentPatterns = hasFragment
    }

    /// Matches a `URL` value by its text.
    @usableFromInline
    func match(_ url: URL) throws(DeepLinkError) -> DeepLinkMatch {
        var statistics = DeepLinkMatchStatistics()
        return try match(ParsedURL(url: url, origins: origins, limits: limits), statistics: &statistics)
    }

    /// Matches the text of an absolute URL.
    @usableFromInline
    func match(_ urlString: String) throws(DeepLinkError) -> DeepLinkMatch {
        var statistics = DeepLinkMatchStatistics()
        return try match(urlString, statistics: &statistics)
    }

    /// Matches the text of an absolute URL and reports what the walk cost.
    func match(_ urlString: String, statistics: inout DeepLinkMatchStatistics) throws(DeepLinkError)
        -> DeepLinkMatch
    {
        try match(ParsedURL(url: urlString, origins: origins, limits: limits), statistics: &statistics)
    }

    /// Matches an origin-free path with an optional query.
    @usableFromInline
    func match(path: String) throws(DeepLinkError) -> DeepLinkMatch {
        var statistics = DeepLinkMatchStatistics()
        return try match(ParsedURL(path: path, limits: limits), statistics: &statistics)
    }

    /// The walks a link is tried with, most specific first, and the first route one
    /// reaches.
    ///
    /// A route scoped to the link's origin wins over one for every origin; at each, a
    /// pattern with a fragment part that matches the link's fragment wins over one that
    /// ignores the fragment. A table without scoped or fragment patterns walks once.
    private func match(_ link: ParsedURL, statistics: inout DeepLinkMatchStatistics) throws(DeepLinkError)
        -> DeepLinkMatch
    {
        let origin = DeepLinkPattern.originMarker(host: link.host, scheme: link.scheme)
        let scopes: [String?] = origin.map { scopedOrigins.contains($0) ? [$0, nil] : [nil] } ?? [nil]
        for scope in scopes {
            if hasFragmentPatterns, let fragment = link.fragmentSegments {
                let segments = (scope.map { [$0] } ?? []) + link.segments + [DeepLinkPattern.fragmentMarker] + fragment
                if let match = try match(segments, of: link, statistics: &statistics) { return match }
            }
            let segments = scope.map { [$0] + link.segments } ?? link.segments
            if let match = try match(segments, of: link, statistics: &statistics) { return match }
        }
        throw .noMatch
    }

    /// The route one walk over `segments` reaches, with its parameters checked.
    private func match(_ segments: [String], of link: ParsedURL, statistics: inout DeepLinkMatchStatistics)
        throws(DeepLinkError) -> DeepLinkMatch?
    {
        guard let index = trie.match(segments, statistics: &statistics), compiled.indices.contains(index) else {
            return nil
        }
        let pattern = compiled[index]
        // Mount prefixes are literals: the route's own segments hold every parameter.
        let offset = pattern.prefix.count
        for (own, segment) in pattern.segments.enumerated() where offset + own < segments.count {
            let position = offset + own
            switch segment {
            case .literal:
                continue
            case .parameter(let name, _):
                guard segments[position].utf8.count <= limits.maxParameterLength else {
                    throw .parameterTooLong(name: name)
                }
            case .wildcard(let name):
                guard segments[position...].allSatisfy({ $0.utf8.count <= limits.maxParameterLength }) else {
                    throw .parameterTooLong(name: name)
                }
            }
        }
        return DeepLinkMatch(
            route: index, mountPrefix: pattern.prefixText, ownPattern: pattern.ownText,
            parameters: DeepLinkParameters(pattern: pattern.segments, offset: offset, segments: segments, link: link))
    }
}

@usableFromInline
struct DeepLinkMatch: Sendable {
    @usableFromInline let route: Int
    /// The text of the pattern's mount prefixes and of its own segments, joined only
    /// when a caller reads ``ResolvedLink/pattern``.
    @usableFromInline let mountPrefix: String
    @usableFromInline let ownPattern: String
    @usableFromInline let parameters: DeepLinkParameters
}

/// What one match cost: how many comparisons the trie made and how many nodes it visited.
///
/// Tests use it to show that matching cost follows the URL's segment count, not the number
/// of routes in the table or how their patterns share prefixes.
package struct DeepLinkMatchStatistics: Hashable, Sendable {
    /// End-of-path checks, literal lookups, kind checks, parameter and tail checks made.
    package var comparisons = 0
    /// Trie nodes entered.
    package var nodesVisited = 0

    package init() {}
}
