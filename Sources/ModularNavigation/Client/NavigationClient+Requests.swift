extension NavigationClient where Destination: RequestingDestination {
    /// Asks the app to show another module's screen from this screen.
    ///
    /// The module names what it wants, not who draws it; the app's scope,
    /// ``scope(_:answering:)``, turns the request into a route. Without one, nothing
    /// changes and the navigator reports ``NavigationEvent/requestUnanswered(_:screen:)``.
    ///
    /// - Parameters:
    ///   - request: What the module asks for.
    ///   - mode: Pushed, in a sheet, in a cover, or as the new root of this screen's stack.
    @MainActor
    public func request(_ request: Destination.Request, mode: NavigationMode) {
        handlers.request(screen, request, mode)
    }

    /// Asks the app to show another module's flow and waits until it finishes with a
    /// value or ends without one.
    ///
    /// ```swift
    /// let result = await client.request(.linkIssue(assetID: 7), mode: .sheet(), expecting: IssueReference.self)
    /// if case .finished(let issue) = result { link(issue) }
    /// ```
    ///
    /// The flow ends as with ``navigate(to:mode:expecting:)``. A request no scope
    /// answers ends at once as ``NavigationResult/cancelled`` and is reported as
    /// ``NavigationEvent/requestUnanswered(_:screen:)``.
    @MainActor
    public func request<Value: Sendable>(
        _ request: Destination.Request,
        mode: NavigationMode,
        expecting type: Value.Type
    ) async -> NavigationResult<Value> {
        NavigationResult(await handlers.requestForResult(screen, request, mode, ResultExpectation(type)))
    }

    /// The value of a `NavigationLink` that shows the screen the app answers a request
    /// with, pushed from this client's screen.
    ///
    /// A module's list can link to another module's screen as it links to its own
    /// (``link(to:)``): the app's scope, ``scope(_:answering:)``, answers the request when
    /// the value is made, as it answers ``request(_:mode:)``, and tapping the link pushes
    /// the answer through the navigator.
    ///
    /// ```swift
    /// NavigationLink("Linked issue", value: client.link(requesting: .linkIssue(assetID: 7)))
    /// ```
    ///
    /// A request no scope answers makes a value that changes nothing when tapped; the
    /// navigator reports it as ``NavigationEvent/requestUnanswered(_:screen:)``.
    @MainActor
    public func link(requesting request: Destination.Request) -> NavigationLinkValue {
        handlers.requestLink(screen, request)
    }
}
