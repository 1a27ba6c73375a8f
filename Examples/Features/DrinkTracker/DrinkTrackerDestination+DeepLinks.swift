public import ModularNavigation

extension DrinkTrackerDestination {
    /// The tracker's links: the main screen, the history, one record, the quick entry, the
    /// settings, what a standard drink is.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<DrinkTrackerDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/") { _ in
                .main
            } reverse: {
                $0 == .main ? [:] : nil
            }
            DeepLinkRoute("/history") { _ in
                .history
            } reverse: {
                $0 == .history ? [:] : nil
            }
            DeepLinkRoute("/history/:id") {
                .record(id: try $0.value("id", in: 1...))
            } reverse: {
                guard case .record(let id) = $0 else { return nil }
                return ["id": String(id)]
            }
            DeepLinkRoute("/quick-entry") { _ in
                .quickEntry
            } reverse: {
                $0 == .quickEntry ? [:] : nil
            }
            DeepLinkRoute("/settings") { _ in
                .settings
            } reverse: {
                $0 == .settings ? [:] : nil
            }
            DeepLinkRoute("/standard-drink") { _ in
                .standardDrinkInfo
            } reverse: {
                $0 == .standardDrinkInfo ? [:] : nil
            }
        }
    }
}
