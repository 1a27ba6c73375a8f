/// A table's routes mounted into another, one object per mount.
///
/// It makes their whole patterns under the prefix, and builds, reverses and names them,
/// values turned into the parent's; each mounted route refers to it by index.
///
/// A closure per route, calling the route's own and then the embedding, was an
/// allocation for each route when an app built its table at launch, and another free
/// when the table went.
@usableFromInline
final class DeepLinkMount<Parent: Sendable>: Sendable {
    /// The mounted table's compiled patterns, by index, as that table holds them.
    ///
    /// A parent table takes them as they are, under ``prefix``: parsing every pattern
    /// again in each table it is mounted into, and then each prefix, was most of building
    /// an app's table. The whole pattern is made when the parent reads it, so that it is
    /// made once, in the parent's list, and not also kept here.
    private let own: [DeepLinkPattern]
    /// The mount prefix, and the prefix it makes followed by each prefix the mounted
    /// table's own routes were mounted under (usually none or one).
    private let prefix: DeepLinkPattern.Prefix
    private let joined: [(inner: DeepLinkPattern.Prefix, whole: DeepLinkPattern.Prefix)]
    /// Why the parent must refuse every route of the mount: a prefix that is not a
    /// pattern of literals.
    let problem: DeepLinkError?
    private let build: @Sendable (Int, DeepLinkParameters) throws -> Parent
    private let reverse: @Sendable (Int, any Sendable) -> [String: String]?
    private let pattern: @Sendable (Int) -> String

    init<Output: Sendable>(
        _ table: DeepLinkTable<Output>,
        prefix: DeepLinkPattern.Prefix,
        problem: DeepLinkError?,
        embed: @escaping @Sendable (Output) throws -> Parent
    ) {
        own = table.matcher.compiled
        self.prefix = prefix
        var joined: [(inner: DeepLinkPattern.Prefix, whole: DeepLinkPattern.Prefix)] = []
        for index in own.indices {
            guard let inner = own[index].mount, !joined.contains(where: { $0.inner === inner }) else { continue }
            joined.append((inner, prefix.followed(by: inner)))
        }
        self.joined = joined
        self.problem = problem
        let routes = table.routes
        build = { index, parameters in
            guard routes.indices.contains(index) else { throw DeepLinkError.noMatch }
            return try embed(try routes[index].build(parameters))
        }
        reverse = { index, value in routes.indices.contains(index) ? routes[index].reverse(value) : nil }
        pattern = { index in routes.indices.contains(index) ? routes[index].pattern : "" }
    }

    /// The whole pattern of the route at `index`, under the mount prefix; `nil` when the
    /// mounted table has no such route.
    func pattern(at index: Int) -> DeepLinkPattern? {
        guard own.indices.contains(index) else { return nil }
        guard let inner = own[index].mount else { return DeepLinkPattern(own[index], mountedUnder: prefix) }
        let whole = joined.first { $0.inner === inner }?.whole ?? prefix.followed(by: inner)
        return DeepLinkPattern(own[index], mountedUnder: whole)
    }

    /// The parent's value for a URL matched by the route at `index`.
    @usableFromInline
    func build(route index: Int, _ parameters: DeepLinkParameters) throws -> Parent {
        try build(index, parameters)
    }

    /// The arguments of the URL for `value` by the route at `index`; `nil` when it does
    /// not express the value.
    func reverse(route index: Int, _ value: any Sendable) -> [String: String]? {
        reverse(index, value)
    }

    /// The pattern the route at `index` was written with, without the mount prefix.
    func pattern(route index: Int) -> String {
        pattern(index)
    }
}
