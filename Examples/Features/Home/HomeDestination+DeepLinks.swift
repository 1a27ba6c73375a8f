import LibraryFeature
public import ModularNavigation

extension HomeDestination {
    /// Home's links: the dashboard, and the Library's public links under `/library`.
    public static func deepLinks() throws(DeepLinkError) -> DeepLinkTable<HomeDestination> {
        try DeepLinkTable {
            DeepLinkRoute("/", to: .dashboard)
            try LibraryDestination.deepLinks().mounted(at: "/library") { .library($0) }
        }
    }
}
