extension NavigationClient {
    /// A client for a child module's destinations that shows them through this client.
    ///
    /// The child module never learns the parent's destination type: it pushes and
    /// presents its own destinations, and `embed` wraps them. An enum case works as the
    /// embedding function. Scopes compose, so an app can scope its client to a parent
    /// module, and the parent to its child.
    ///
    /// ```swift
    /// let appClient: NavigationClient<AppRoute> = navigator.client(for: screen)
    /// let homeClient = appClient.scope(AppRoute.home)              // NavigationClient<HomeDestination>
    /// let libraryClient = homeClient.scope(HomeDestination.library)
    /// libraryClient.push(.public(.shelf))   // pushes AppRoute.home(.library(.public(.shelf)))
    /// ```
    ///
    /// The child's requests for other modules' screens (see ``RequestingDestination``)
    /// pass through to this client's scope; a module that makes requests is scoped with
    /// ``scope(_:answering:)`` instead, which answers them.
    ///
    /// - Parameter embed: Turns a child destination into one of this client's.
    /// - Returns: A client bound to the same screen.
    public func scope<Child>(_ embed: @escaping @MainActor (Child) -> Destination) -> NavigationClient<Child> {
        scope(
            embed, request: requestHandler, requestForResult: requestForResultHandler, requestLink: requestLinkHandler)
    }

    /// A client for a child module's destinations that also answers the module's
    /// requests with routes of other modules.
    ///
    /// This is where an app connects two modules that never import each other: Assets
    /// asks for an issue to link, and the app answers with the Issues module's picker.
    /// The answer is pushed or presented as the request asks, from the same screen, so
    /// a result the other module's flow finishes with comes back to the requester typed.
    ///
    /// ```swift
    /// let assetsClient = appClient.scope(AppRoute.assets, answering: AppRoute.fromAssets)
    /// // where
    /// static func fromAssets(_ request: AssetsDestination.Request) -> AppRoute {
    ///     switch request {
    ///     case .linkIssue: .issues(.picker)
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - embed: Turns a child destination into one of this client's; an enum case works.
    ///   - answer: Turns a child's request into the destination that answers it.
    /// - Returns: A client bound to the same screen.
    public func scope<Child: RequestingDestination>(
        _ embed: @escaping @MainActor (Child) -> Destination,
        answering answer: @escaping @MainActor (Child.Request) -> Destination
    ) -> NavigationClient<Child> {
        scope(embed, answeringWith: { RequestAnswer(answer($0)) })
    }

    /// A client for a child module's destinations whose requests the app answers with a
    /// route and, where the app decides it, the mode that shows it.
    ///
    /// The app's answer then sets the mode once for every module that asks: a composer
    /// that is always one sheet of its kind, whichever screen asked for it and in which mode.
    ///
    /// ```swift
    /// static func fromTimeline(_ request: TimelineDestination.Request) -> RequestAnswer<AppRoute> {
    ///     switch request {
    ///     case .compose: RequestAnswer(.composer, mode: .sheet(SheetOptions(id: "composer")))
    ///     case .profile(let id): RequestAnswer(.profile(id))   // in the mode the module asked for
    ///     }
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - embed: Turns a child destination into one of this client's; an enum case works.
    ///   - answer: Turns a child's request into what answers it.
    /// - Returns: A client bound to the same screen.
    public func scope<Child: RequestingDestination>(
        _ embed: @escaping @MainActor (Child) -> Destination,
        answeringWith answer: @escaping @MainActor (Child.Request) -> RequestAnswer<Destination>
    ) -> NavigationClient<Child> {
        // A request of another type comes from a module scoped further down without an
        // answer of its own; it goes on up, and the navigator reports it if no one answers.
        scope(
            embed,
            request: { request, mode in
                if let request = request as? Child.Request {
                    let answer = answer(request)
                    navigateHandler(answer.destination, answer.mode ?? mode)
                } else {
                    requestHandler(request, mode)
                }
            },
            requestForResult: { request, mode, expectation in
                if let request = request as? Child.Request {
                    let answer = answer(request)
                    return await awaitHandler(answer.destination, answer.mode ?? mode, expectation)
                } else {
                    return await requestForResultHandler(request, mode, expectation)
                }
            },
            requestLink: { request in
                guard let request = request as? Child.Request else { return requestLinkHandler(request) }
                // A client made from closures has no navigator to push the answer: its value
                // keeps the request, as an unanswered one's does.
                return linkHandler(answer(request).destination)
                    ?? NavigationLinkValue(unansweredRequest: request, screen: nil)
            }
        )
    }

    private func scope<Child>(
        _ embed: @escaping @MainActor (Child) -> Destination,
        request: @escaping @MainActor (any Hashable & Sendable, NavigationMode) -> Void,
        requestForResult:
            @escaping @MainActor (any Hashable & Sendable, NavigationMode, ResultExpectation) async -> NavigationResult<
                any Sendable
            >,
        requestLink: @escaping @MainActor (any Hashable & Sendable) -> NavigationLinkValue
    ) -> NavigationClient<Child> {
        NavigationClient<Child>(
            navigate: { child, mode in navigateHandler(embed(child), mode) },
            dismiss: dismissHandler,
            close: closeHandler,
            navigateForResult: { child, mode, expectation in
                await awaitHandler(embed(child), mode, expectation)
            },
            finish: finishHandler,
            screenObject: objectHandler,
            presentedResult: presentedResultHandler,
            pop: { target in
                switch target {
                case .root: popHandler(.root)
                case .destination(let child): popHandler(.destination(embed(child)))
                case .screen(let screen): popHandler(.screen(screen))
                }
            },
            link: { child in linkHandler(embed(child)) },
            presentDialog: dialogHandler,
            presentedDialogResult: presentedDialogHandler,
            isPresentingDialog: dialogPresenceHandler,
            selectDetent: detentHandler,
            minimize: minimizeHandler,
            request: request,
            requestForResult: requestForResult,
            requestLink: requestLink
        )
    }
}

extension NavigationClient where Destination: RequestingDestination {
    /// A client for a child module that passes the child's requests on as requests of
    /// this module.
    ///
    /// A parent module that embeds a child which makes requests need not answer them
    /// itself: it asks the app in its own terms, and the app's answer for the parent
    /// shows the screen.
    ///
    /// - Parameters:
    ///   - embed: Turns a child destination into one of this client's; an enum case works.
    ///   - forward: Turns a child's request into one of this module's requests.
    /// - Returns: A client bound to the same screen.
    public func scope<Child: RequestingDestination>(
        _ embed: @escaping @MainActor (Child) -> Destination,
        forwarding forward: @escaping @MainActor (Child.Request) -> Destination.Request
    ) -> NavigationClient<Child> {
        scope(
            embed,
            request: { request, mode in
                requestHandler(Self.forwarded(request, by: forward), mode)
            },
            requestForResult: { request, mode, expectation in
                await requestForResultHandler(Self.forwarded(request, by: forward), mode, expectation)
            },
            requestLink: { request in requestLinkHandler(Self.forwarded(request, by: forward)) }
        )
    }

    /// A child's request in this module's terms; a request of another type passes as is.
    @MainActor
    private static func forwarded<ChildRequest>(
        _ request: any Hashable & Sendable,
        by forward: @MainActor (ChildRequest) -> Destination.Request
    ) -> any Hashable & Sendable {
        guard let request = request as? ChildRequest else { return request }
        return forward(request)
    }
}
