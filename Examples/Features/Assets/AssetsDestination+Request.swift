public import ModularNavigation

extension AssetsDestination: RequestingDestination {
    /// What Assets asks the app for: screens other modules draw.
    public enum Request: Hashable, Sendable {
        /// A way to pick an issue to link to an asset.
        ///
        /// The app decides which module answers, and Assets only learns the
        /// ``ExampleInterfaces/IssueReference`` that comes back.
        case linkIssue(assetID: Int)
    }
}
