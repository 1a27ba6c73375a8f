public import ModularNavigation

extension Navigator {
    /// The object of a type that a screen's builder stored with
    /// `NavigationClient.screenObject(_:)`, such as its view model; `nil` when the
    /// screen is gone or stored none of that type.
    ///
    /// It never creates one: a test reaches the same object the screen's view uses.
    /// `type` may be a protocol, for a screen whose model's concrete type is private.
    ///
    /// ```swift
    /// let detail = try #require(navigator.screenObject(AssetDetailModel.self, for: screen))
    /// ```
    public func screenObject<Object>(_ type: Object.Type, for screen: EntryID) -> Object? {
        storedScreenObjects(for: screen).lazy.compactMap { $0 as? Object }.first
    }

    /// The object of a type stored for the screen the user sees (the top of the top
    /// stack), such as its view model; `nil` when it stored none of that type.
    ///
    /// ```swift
    /// navigator.push(.detail(7))
    /// let detail = try #require(navigator.topScreenObject(AssetDetailModel.self))
    /// ```
    public func topScreenObject<Object>(_ type: Object.Type) -> Object? {
        screenObject(type, for: topStack.top.id)
    }

    /// The view model of the screen the user sees, made as its module's builder makes it
    /// when no view has made it yet.
    ///
    /// On Linux no SwiftUI view runs, so nothing has called the screen's builder; this
    /// makes the model with a client scoped as the app scopes that module's screens, and
    /// stores it for the screen, so every later call (or a view) gets the same one.
    ///
    /// ```swift
    /// let profile = navigator.topScreenObject(scope: AppRoute.profile) {
    ///     ProfileModel(name: "Ada", navigationClient: $0)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - embed: How the app embeds the module's destinations in its route, as it
    ///     scopes the module's clients.
    ///   - make: Makes the model from the screen's scoped client.
    public func topScreenObject<Destination, Object: AnyObject>(
        scope embed: @escaping @MainActor (Destination) -> Route,
        make: (NavigationClient<Destination>) -> Object
    ) -> Object {
        let client = client(for: topStack.top.id).scope(embed)
        return client.screenObject { make(client) }
    }

    /// The view model of the screen the user sees, for a module that asks for other
    /// modules' screens, made with a client scoped as the app scopes that module.
    ///
    /// ```swift
    /// let detail = navigator.topScreenObject(scope: AppRoute.orders, answering: AppRoute.fromOrders) {
    ///     OrderDetailModel(id: 3, store: .sample, navigationClient: $0)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - embed: How the app embeds the module's destinations in its route.
    ///   - answer: How the app answers the module's requests, as it scopes the module's
    ///     clients (`NavigationClient.scope(_:answering:)`).
    ///   - make: Makes the model from the screen's scoped client.
    public func topScreenObject<Destination: RequestingDestination, Object: AnyObject>(
        scope embed: @escaping @MainActor (Destination) -> Route,
        answering answer: @escaping @MainActor (Destination.Request) -> Route,
        make: (NavigationClient<Destination>) -> Object
    ) -> Object {
        let client = client(for: topStack.top.id).scope(embed, answering: answer)
        return client.screenObject { make(client) }
    }
}
