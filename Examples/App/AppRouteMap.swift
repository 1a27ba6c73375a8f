import AssetsFeature
public import ModularNavigation
public import ModularNavigationInspection

/// The example app's route map: each tab's root, the app's link table, and the one
/// request scope that connects two modules (Assets asks for an issue to link).
///
/// Screen kinds come from the routes themselves (`assets.detail`); nothing here lists
/// screens. Tests and the demo feed it the events they see.
public enum AppRouteMap {
    /// Builds the map; it throws only when the link table does.
    ///
    /// - Parameter screens: Screens to count as existing though nothing was seen to show
    ///   them; the map reports each one nothing leads to.
    public static func make(screens: [AppRoute] = []) throws(DeepLinkError) -> RouteMap {
        var map = RouteMap(
            roots: AppTab.allCases.map(AppRoute.root(of:)),
            rootOfTab: AppRoute.root(of:),
            links: try AppDeepLinks.table(),
            screens: screens
        )
        map.addScope(AppRoute.assets, answering: AppRoute.fromAssets, requests: [.linkIssue(assetID: 0)])
        return map
    }
}
