public import ModularNavigation

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
