/// Collects the routes of a ``DeepLinkTable``, including routes mounted from other tables.
///
/// Accepts single ``DeepLinkRoute`` values, arrays of them (what
/// ``DeepLinkTable/mounted(at:embed:)`` returns), `if`, `switch` and `for`.
@resultBuilder
public enum DeepLinkRoutesBuilder<Output: Sendable> {
    /// Adds one route.
    public static func buildExpression(_ route: DeepLinkRoute<Output>) -> [DeepLinkRoute<Output>] {
        [route]
    }

    /// Adds several routes, such as a mounted table.
    public static func buildExpression(_ routes: [DeepLinkRoute<Output>]) -> [DeepLinkRoute<Output>] {
        routes
    }

    /// Passes on the routes of a block of one statement, such as a list built elsewhere,
    /// without copying them.
    public static func buildBlock(_ routes: [DeepLinkRoute<Output>]) -> [DeepLinkRoute<Output>] {
        routes
    }

    /// Joins the routes of a block, in order.
    public static func buildBlock(_ parts: [DeepLinkRoute<Output>]...) -> [DeepLinkRoute<Output>] {
        parts.flatMap { $0 }
    }

    /// Adds the routes of an `if` whose condition held, or none.
    public static func buildOptional(_ routes: [DeepLinkRoute<Output>]?) -> [DeepLinkRoute<Output>] {
        routes ?? []
    }

    /// Adds the routes of the first branch of an `if`-`else` or `switch`.
    public static func buildEither(first routes: [DeepLinkRoute<Output>]) -> [DeepLinkRoute<Output>] {
        routes
    }

    /// Adds the routes of the second branch of an `if`-`else` or `switch`.
    public static func buildEither(second routes: [DeepLinkRoute<Output>]) -> [DeepLinkRoute<Output>] {
        routes
    }

    /// Adds the routes of every pass of a `for` loop.
    public static func buildArray(_ parts: [[DeepLinkRoute<Output>]]) -> [DeepLinkRoute<Output>] {
        parts.flatMap { $0 }
    }
}
