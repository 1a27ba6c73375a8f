public import ModularNavigation

// What the app declares besides its roots, as the map reads it: request scopes, and link
// tables resolved once with sample values.

extension RouteMap {
    /// Adds a request scope: the requests a module makes and the screens the app answers
    /// them with.
    ///
    /// It takes the same two functions as `NavigationClient.scope(_:answering:)`, plus
    /// the requests to ask about, since a request's cases cannot be listed for you:
    ///
    /// ```swift
    /// map.addScope(AppRoute.assets, answering: AppRoute.fromAssets, requests: [.linkIssue(assetID: 0)])
    /// ```
    ///
    /// The asking module's name is the case of the app route that wraps the module's
    /// destinations, found among the routes the map was built from (roots, links,
    /// screens); the destination's type name stands in when none of them is one of its.
    ///
    /// - Parameters:
    ///   - embed: Turns a module destination into an app route; not called, it names the
    ///     module's type.
    ///   - answer: Turns the module's request into the route that answers it.
    ///   - requests: The requests to map, one value per case is enough.
    public mutating func addScope<Child: RequestingDestination, Route>(
        _ embed: (Child) -> Route,
        answering answer: (Child.Request) -> Route,
        requests: [Child.Request]
    ) {
        let asker = modules[ObjectIdentifier(Child.self)] ?? String(describing: Child.self)
        self.requests += requests.map {
            Request(asker: asker, request: ScreenKind(of: $0).name, answer: ScreenKind(of: answer($0)))
        }
        self.requests.sort()
    }

    /// For each module destination type among routes, the case of the app route that
    /// wraps it: the first such route names it.
    static func modules(among routes: [Any]) -> [ObjectIdentifier: String] {
        var modules: [ObjectIdentifier: String] = [:]
        for route in routes {
            let mirror = Mirror(reflecting: route)
            guard mirror.displayStyle == .enum, let payload = mirror.children.first, let label = payload.label else {
                continue
            }
            let type = ObjectIdentifier(Swift.type(of: payload.value))
            if modules[type] == nil { modules[type] = label }
        }
        return modules
    }
}

extension RouteMap {
    /// The values sample links fill a pattern's parameters with, tried in order until
    /// the route builds a value.
    static let sampleValues = ["1", "0", "a"]
    static let sampleUUID = "00000000-0000-0000-0000-000000000001"

    /// Each pattern of a table with the screen a sample link opens.
    static func sampleLinks<Route, Tab>(
        of table: DeepLinkTable<DeepLinkTarget<Route, Tab>>, rootOfTab: ((Tab) -> Route)?
    ) -> [Link] {
        table.patterns.map { pattern in
            for value in sampleValues {
                guard let target = try? table.resolve(path: samplePath(pattern, value: value)).value,
                    let (route, mode) = shownScreen(of: target, rootOfTab: rootOfTab)
                else { continue }
                let path = samplePath(pattern, value: value)
                return Link(
                    pattern: pattern, kind: ScreenKind(of: route), mode: mode, samplePath: path, sampleRoute: route)
            }
            return Link(pattern: pattern, kind: nil, mode: nil, samplePath: nil, sampleRoute: nil)
        }
        .sorted()
    }

    /// A path that matches a pattern, with every parameter filled with a sample.
    static func samplePath(_ pattern: String, value: String) -> String {
        let segments = pattern.split(separator: "/").map { segment -> String in
            guard let first = segment.first, first == ":" || first == "*" else { return String(segment) }
            return segment.hasSuffix("(uuid)") ? sampleUUID : value
        }
        return "/" + segments.joined(separator: "/")
    }

    /// The screen a target leaves on top, and how it shows there.
    static func shownScreen<Route, Tab>(
        of target: DeepLinkTarget<Route, Tab>, rootOfTab: ((Tab) -> Route)?
    ) -> (Route, Mode)? {
        switch target.onTop {
        case .push(let routes)?:
            if let pushed = routes.last { return (pushed, .push) }
        case .present(let presentation)?:
            return (
                presentation.path.last ?? presentation.root,
                presentation.path.isEmpty ? Mode(presentation.style) : .push
            )
        case nil:
            break
        }
        if let presentation = target.presentations.last {
            if let pushed = presentation.path.last { return (pushed, .push) }
            return (presentation.root, Mode(presentation.style))
        }
        if let above = target.aboveTabs {
            if let pushed = above.path.last { return (pushed, .push) }
            return above.root.map { ($0, .aboveTabs) }
        }
        if let split = target.split {
            if let pushed = split.detailPath.last { return (pushed, .push) }
            return (split.contentSelection ?? split.selection).map { ($0, .splitColumn) }
        }
        guard let stack = target.stack else { return nil }
        if let pushed = stack.path.last { return (pushed, .push) }
        if let root = stack.root { return (root, target.tab == nil ? .root : .tab) }
        // A link to a tab as it is shows the tab's root.
        guard let tab = target.tab, let rootOfTab else { return nil }
        return (rootOfTab(tab), .tab)
    }
}
