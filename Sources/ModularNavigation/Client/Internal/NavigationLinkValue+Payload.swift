extension NavigationLinkValue {
    /// What the link shows: a route, or a request no scope answered.
    package enum Payload: Hashable, Sendable {
        /// The destination wrapped into the navigator's route type, type-erased.
        case route(AnyHashableSendable)
        /// A module's request that no scope answered, type-erased.
        case unansweredRequest(AnyHashableSendable)
    }

    @usableFromInline
    package init(route: some Hashable & Sendable, screen: EntryID?, navigator: ObjectIdentifier? = nil) {
        self.payload = .route(AnyHashableSendable(route))
        self.screen = screen
        self.navigator = navigator
    }

    @usableFromInline
    package init(
        unansweredRequest request: any Hashable & Sendable,
        screen: EntryID?,
        navigator: ObjectIdentifier? = nil
    ) {
        self.payload = .unansweredRequest(AnyHashableSendable(request))
        self.screen = screen
        self.navigator = navigator
    }

    /// The route, when it is of the navigator's route type.
    package func route<Route: Hashable & Sendable>(as type: Route.Type) -> Route? {
        guard case .route(let route) = payload else { return nil }
        return route.base as? Route
    }

    /// The request no scope answered, if the value holds one.
    package var unansweredRequest: Any? {
        guard case .unansweredRequest(let request) = payload else { return nil }
        return request.base
    }
}
