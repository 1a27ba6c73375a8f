public import ModularNavigation

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The app's navigation as a graph of screen kinds: what it declares (roots, link
/// tables, request scopes added with ``addScope(_:answering:requests:)``) and what was
/// seen to happen (transitions and ways back, recorded from events).
///
/// Build it from what the app already has, then feed it events, through
/// `NavigationCoverage` in tests or ``record(_:before:after:swipedAway:)`` yourself:
///
/// ```swift
/// var map = try RouteMap(
///     roots: AppTab.allCases.map(AppRoute.root(of:)),
///     rootOfTab: AppRoute.root(of:),
///     links: AppDeepLinks.table()
/// )
/// map.addScope(AppRoute.assets, answering: AppRoute.fromAssets, requests: [.linkIssue(assetID: 0)])
/// print(map.mermaid)
/// print(map.findings)
/// ```
///
/// Screens are counted by ``ScreenKind``, so the map says `assets.detail`, not asset 7.
/// Exports (``mermaid``, ``dot``) and ``findings`` are sorted, so a navigation change
/// reads as a small diff in review.
public struct RouteMap: Sendable {
    /// The kinds of the app's root screens: a stack's root, each tab's root.
    public internal(set) var roots: Set<ScreenKind> = []
    /// The link table's patterns, sorted, with the screen each opens.
    package internal(set) var links: [Link] = []
    /// Which module asks for which other module's screens, from the scopes given.
    package internal(set) var requests: [Request] = []
    /// How often each transition was seen.
    package internal(set) var transitions: [Transition: Int] = [:]
    /// How often each kind was left each way.
    package internal(set) var waysBack: [ScreenKind: [WayBack: Int]] = [:]
    /// Requests a module made that no scope answered, with the asking screen's kind.
    package internal(set) var unansweredRequests: Set<Request> = []
    /// Kinds seen on screen or declared, whether or not anything leads to them.
    public internal(set) var seen: Set<ScreenKind> = []
    /// The patterns of links that were opened, and how often.
    public internal(set) var openedLinks: [String: Int] = [:]
    /// Finds the pattern a URL matches, for ``openedLinks``.
    let patternOfURL: (@Sendable (URL) -> String?)?
    /// The app route case wrapping each module's destinations, for ``addScope(_:answering:requests:)``.
    let modules: [ObjectIdentifier: String]
    /// Kinds dismissed by the change being recorded, which a result event that follows
    /// turns from a dismissal into a finish.
    var lastDismissed: [(kind: ScreenKind, way: WayBack)] = []

    /// Builds a map from what the app declares.
    ///
    /// - Parameters:
    ///   - roots: The routes at the root of the app's stacks (each tab's root).
    ///   - rootOfTab: Each tab's root route, for links that select a tab as it is.
    ///   - links: The app's link table; each pattern is resolved once with sample values
    ///     (`1` for parameters) to learn the screen it opens. A pattern whose route
    ///     refuses the samples is kept with no screen.
    ///   - screens: Routes to count as existing even if nothing was seen to show them,
    ///     such as a `CaseIterable` destination's cases.
    public init<Route: Hashable & Sendable, Tab: Hashable & Sendable>(
        roots: [Route],
        rootOfTab: ((Tab) -> Route)? = nil,
        links: DeepLinkTable<DeepLinkTarget<Route, Tab>>? = nil,
        screens: [Route] = []
    ) {
        self.roots = Set(roots.map { ScreenKind(of: $0) })
        self.seen = Set(screens.map { ScreenKind(of: $0) })
        var known: [Any] = roots + screens
        if let links {
            self.links = Self.sampleLinks(of: links, rootOfTab: rootOfTab)
            known += self.links.compactMap(\.sampleRoute)
            patternOfURL = { url in try? links.resolve(url).pattern }
        } else {
            patternOfURL = nil
        }
        self.modules = Self.modules(among: known)
    }

    /// Builds a map of an app without links or tabs.
    ///
    /// - Parameters:
    ///   - roots: The routes at the root of the app's stacks.
    ///   - screens: Routes to count as existing even if nothing was seen to show them.
    public init<Route: Hashable & Sendable>(roots: [Route], screens: [Route] = []) {
        self.init(
            roots: roots, rootOfTab: nil, links: DeepLinkTable<DeepLinkTarget<Route, Never>>?.none, screens: screens)
    }

    /// Every kind the map knows, sorted.
    public var kinds: [ScreenKind] {
        var all = roots.union(seen)
        all.formUnion(links.compactMap(\.kind))
        all.formUnion(requests.compactMap(\.answer))
        for transition in transitions.keys {
            all.insert(transition.to)
            if let from = transition.from { all.insert(from) }
        }
        all.formUnion(waysBack.keys)
        return all.sorted()
    }
}
