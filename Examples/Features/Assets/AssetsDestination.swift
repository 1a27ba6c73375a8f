/// Every screen of the Assets module, and the one screen it asks others for.
public enum AssetsDestination: Hashable, Sendable, Codable {
    /// The list of assets, the Assets tab's root.
    case list
    /// One asset.
    case detail(id: Int)
    /// A way to pick an issue to link to an asset.
    ///
    /// Assets asks for it but does not draw it: the app decides which module answers,
    /// and Assets only learns the ``ExampleInterfaces/IssueReference`` that comes back.
    case linkIssue(assetID: Int)
}
