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
    /// let assetsClient = appClient.scope(AppRoute.assets)       // NavigationClient<AssetsDestination>
    /// let issuesClient = assetsClient.scope(AssetsDestination.issues)
    /// issuesClient.push(.list)   // pushes AppRoute.assets(.issues(.list))
    /// ```
    ///
    /// - Parameter embed: Turns a child destination into one of this client's.
    /// - Returns: A client bound to the same screen.
    public func scope<Child>(_ embed: @escaping @MainActor (Child) -> Destination) -> NavigationClient<Child> {
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
            link: { child in linkHandler(embed(child)) }
        )
    }
}
