public import ModularNavigation
import OrdersFeature
import ProfileFeature
import SettingsFeature

/// The app's link table: the Orders module's links mounted under `/orders`, and the
/// app's own links to the profile and the settings.
public enum AppDeepLinks {
    /// The schemes and hosts the app answers: `consumer://orders/3` and
    /// `https://shop.example.com/orders/3` alike.
    public static let origins = DeepLinkOrigins(schemes: ["consumer"], hosts: ["shop.example.com"])

    /// Builds the table; it throws only when two routes claim the same URLs.
    public static func table() throws(DeepLinkError) -> DeepLinkTable<DeepLinkTarget<AppRoute, Never>> {
        try DeepLinkTable(origins: origins) {
            try OrdersDestination.deepLinks().mounted(at: "/orders") { destination in
                .stack(root: .home, path: destination == .list ? [] : [.orders(destination)])
            }
            DeepLinkRoute("/profile") { _ in
                .stack(root: .home, path: [.profile(.overview)])
            }
            DeepLinkRoute("/settings") { _ in
                .stack(root: .home, path: []).presenting(.settings(.main))
            }
        }
    }
}
