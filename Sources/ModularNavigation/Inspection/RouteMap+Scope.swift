extension RouteMap {
    /// A request scope as the map sees it: the requests a module makes and the screens
    /// the app answers them with.
    ///
    /// It takes the same two functions as ``NavigationClient/scope(_:answering:)``, plus
    /// the requests to ask about, since a request's cases cannot be listed for you:
    ///
    /// ```swift
    /// RouteMap.Scope(AppRoute.assets, answering: AppRoute.fromAssets, requests: [.linkIssue(assetID: 0)])
    /// ```
    ///
    /// The asking module's name is the case of the app route that wraps the module's
    /// destinations, found among the routes the map knows (roots, links, screens); the
    /// destination's type name stands in when none of them is one of its.
    public struct Scope: Sendable {
        let answers: [(request: String, answer: ScreenKind)]
        let type: ObjectIdentifier
        let typeName: String

        /// Describes a scope.
        ///
        /// - Parameters:
        ///   - embed: Turns a module destination into an app route; not called, it names
        ///     the module's type.
        ///   - answer: Turns the module's request into the route that answers it.
        ///   - requests: The requests to map, one value per case is enough.
        public init<Child: RequestingDestination, Route>(
            _ embed: (Child) -> Route,
            answering answer: (Child.Request) -> Route,
            requests: [Child.Request]
        ) {
            answers = requests.map { (ScreenKind(of: $0).name, ScreenKind(of: answer($0))) }
            type = ObjectIdentifier(Child.self)
            typeName = String(describing: Child.self)
        }

        func requests(knownRoutes: [Any]) -> [Request] {
            let asker = knownRoutes.lazy.compactMap { self.module(of: $0) }.first ?? typeName
            return answers.map { Request(asker: asker, request: $0.request, answer: $0.answer) }
        }

        /// The case of an app route whose payload is this scope's destination type.
        private func module(of route: Any) -> String? {
            let mirror = Mirror(reflecting: route)
            guard mirror.displayStyle == .enum, let payload = mirror.children.first, let label = payload.label,
                ObjectIdentifier(Swift.type(of: payload.value)) == type
            else { return nil }
            return label
        }
    }
}
