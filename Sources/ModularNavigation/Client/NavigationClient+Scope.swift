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
            embed, request: handlers.request, requestForResult: handlers.requestForResult,
            requestLink: handlers.requestLink)
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
        let parent = handlers
        return scope(
            embed,
            request: { screen, request, mode in
                if let request = request as? Child.Request {
                    let answer = answer(request)
                    parent.navigate(screen, answer.destination, answer.mode ?? mode)
                } else {
                    parent.request(screen, request, mode)
                }
            },
            requestForResult: { screen, request, mode, expectation in
                if let request = request as? Child.Request {
                    let answer = answer(request)
                    return await parent.navigateForResult(screen, answer.destination, answer.mode ?? mode, expectation)
                } else {
                    return await parent.requestForResult(screen, request, mode, expectation)
                }
            },
            requestLink: { screen, request in
                guard let request = request as? Child.Request else { return parent.requestLink(screen, request) }
                // A client made from closures has no navigator to push the answer: its value
                // keeps the request, as an unanswered one's does.
                return parent.link(screen, answer(request).destination)
                    ?? NavigationLinkValue(unansweredRequest: request, screen: nil)
            }
        )
    }

    /// A client of the child's destinations for this client's screen; what takes no
    /// destination is this client's own handler.
    private func scope<Child>(
        _ embed: @escaping @MainActor (Child) -> Destination,
        request: @escaping @MainActor (EntryID, ClientHandlers<Child>.Request, NavigationMode) -> Void,
        requestForResult:
            @escaping @MainActor (EntryID, ClientHandlers<Child>.Request, NavigationMode, ResultExpectation) async ->
            ClientHandlers<Child>.Result,
        requestLink: @escaping @MainActor (EntryID, ClientHandlers<Child>.Request) -> NavigationLinkValue
    ) -> NavigationClient<Child> {
        let parent = handlers
        let handlers = ClientHandlers<Child>(
            navigate: { screen, child, mode in parent.navigate(screen, embed(child), mode) },
            dismiss: parent.dismiss,
            close: parent.close,
            navigateForResult: { screen, child, mode, expectation in
                await parent.navigateForResult(screen, embed(child), mode, expectation)
            },
            finish: parent.finish,
            screenObject: parent.screenObject,
            presentedResult: parent.presentedResult,
            pop: { screen, target in
                switch target {
                case .root: parent.pop(screen, .root)
                case .destination(let child): parent.pop(screen, .destination(embed(child)))
                case .screen(let other): parent.pop(screen, .screen(other))
                }
            },
            link: { screen, child in parent.link(screen, embed(child)) },
            presentDialog: parent.presentDialog,
            presentedDialogResult: parent.presentedDialogResult,
            isPresentingDialog: parent.isPresentingDialog,
            selectDetent: parent.selectDetent,
            minimize: parent.minimize,
            request: request,
            requestForResult: requestForResult,
            requestLink: requestLink
        )
        return NavigationClient<Child>(handlers: handlers, screen: screen)
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
        let parent = handlers
        return scope(
            embed,
            request: { screen, request, mode in
                parent.request(screen, Self.forwarded(request, by: forward), mode)
            },
            requestForResult: { screen, request, mode, expectation in
                await parent.requestForResult(screen, Self.forwarded(request, by: forward), mode, expectation)
            },
            requestLink: { screen, request in parent.requestLink(screen, Self.forwarded(request, by: forward)) }
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
