public import ModularNavigation

extension DrinkTrackerDestination {
    /// The tracker's links: the main screen, the history, one record, the quick entry, the
    /// settings, what a standard drink is.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<DrinkTrackerDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/", to: .main)
            DeepLinkRoute("/history", to: .history)
            DeepLinkRoute("/history/:id", in: 1...) {
                .record(id: $0)
            } reverse: {
                if case .record(let id) = $0 { id } else { nil }
            }
            DeepLinkRoute("/quick-entry", to: .quickEntry)
            DeepLinkRoute("/settings", to: .settings)
            DeepLinkRoute("/standard-drink", to: .standardDrinkInfo)
        }
    }
}
