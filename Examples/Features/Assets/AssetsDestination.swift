/// Every screen of the Assets module; nothing else.
///
/// What Assets asks other modules for is its ``Request``, a separate type: the app's
/// route embeds only these screens, so a request can never be pushed as an Assets screen.
public enum AssetsDestination: Hashable, Sendable, Codable {
    /// The list of assets, the Assets tab's root.
    case list
    /// One asset.
    case detail(id: Int)
}
