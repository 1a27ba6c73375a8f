public import OrdersFeature
public import ProfileFeature
public import SettingsFeature

/// The app's route: one case per feature module, each wrapping that module's destination.
///
/// Only this target knows every module. Adding a module adds a case here and one in
/// ``AppDestinationView``; no module changes.
public enum AppRoute: Hashable, Sendable, Codable {
    case orders(OrdersDestination)
    case profile(ProfileDestination)
    case settings(SettingsDestination)

    /// The first screen of the app.
    public static let home = AppRoute.orders(.list)

    /// Embeds an Orders destination, answering its request for the delivery addresses
    /// with the Profile module's screen.
    ///
    /// This is the whole connection between the two modules: Orders scopes its client
    /// with this function instead of the bare `AppRoute.orders` case.
    public static func fromOrders(_ destination: OrdersDestination) -> AppRoute {
        switch destination {
        case .deliveryAddresses: .profile(.addresses)
        case .list, .detail: .orders(destination)
        }
    }
}

extension AppRoute: CustomStringConvertible {
    /// The module and its screen, so trees read `orders/detail(id: 3)`.
    public var description: String {
        switch self {
        case .orders(let destination): "orders/\(destination)"
        case .profile(let destination): "profile/\(destination)"
        case .settings(let destination): "settings/\(destination)"
        }
    }
}
