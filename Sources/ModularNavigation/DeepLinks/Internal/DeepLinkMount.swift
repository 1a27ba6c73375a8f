/// The routes of one table mounted into another, with the function that turns their
/// values into the parent's: one object per mount, which each mounted route refers to by
/// index.
///
/// A closure per route, calling the route's own and then the embedding, was an
/// allocation for each route when an app built its table at launch, and another free
/// when the table went.
@usableFromInline
final class DeepLinkMount<Parent: Sendable>: Sendable {
    private let build: @Sendable (Int, DeepLinkParameters) throws -> Parent

    init<Output: Sendable>(_ routes: [DeepLinkRoute<Output>], embed: @escaping @Sendable (Output) throws -> Parent) {
        build = { index, parameters in
            guard routes.indices.contains(index) else { throw DeepLinkError.noMatch }
            return try embed(try routes[index].build(parameters))
        }
    }

    /// The parent's value for a URL matched by the route at `index`.
    @usableFromInline
    func build(route index: Int, _ parameters: DeepLinkParameters) throws -> Parent {
        try build(index, parameters)
    }
}

extension DeepLinkRoute {
    /// How a route builds its value.
    @usableFromInline
    enum Build: Sendable {
        /// With the closure the route was written with.
        case closure(@Sendable (DeepLinkParameters) throws -> Output)
        /// With the route of a mounted table, then the mount's embedding.
        case mounted(DeepLinkMount<Output>, route: Int)
    }

    /// The route's value for a matched URL.
    @usableFromInline
    func build(_ parameters: DeepLinkParameters) throws -> Output {
        switch builds {
        case .closure(let build): try build(parameters)
        case .mounted(let mount, let index): try mount.build(route: index, parameters)
        }
    }
}
